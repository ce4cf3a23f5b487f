import { lazy, type ReactNode, Suspense } from 'react';
import { CircularProgress } from '@mui/material';
import { Authenticated, useGetIdentity } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { VEHICLE_SERVICE_KINDS } from '@rent/domain';
import { getToken } from './api/session';
import { Login } from './pages/Login';
import { NotFound } from './pages/NotFound';
import { ServerError } from './pages/ServerError';
import { type Account, isLegal } from './providers/authProvider';
import { ServiceGate } from './services/ServiceGate';

// Split by route: the landing page loads without the list, view and form code, and signed-in pages without the landing.
const Landing = lazy(() => import('./pages/Landing').then((m) => ({ default: m.Landing })));
const Home = lazy(() => import('./pages/Home').then((m) => ({ default: m.Home })));
const ContractList = lazy(() => import('./contracts/ContractList').then((m) => ({ default: m.ContractList })));
const ContractView = lazy(() => import('./contracts/ContractView').then((m) => ({ default: m.ContractView })));
const OtherRentForm = lazy(() => import('./services/other-rent/OtherRentForm').then((m) => ({ default: m.OtherRentForm })));
const LeasingForm = lazy(() => import('./services/leasing/LeasingForm').then((m) => ({ default: m.LeasingForm })));
const ForeignCompanyForm = lazy(() => import('./services/foreign-company/ForeignCompanyForm').then((m) => ({ default: m.ForeignCompanyForm })));
const MobileTradeForm = lazy(() => import('./services/mobile-trade/MobileTradeForm').then((m) => ({ default: m.MobileTradeForm })));
const CarRentForm = lazy(() => import('./services/car-rent/CarRentForm').then((m) => ({ default: m.CarRentForm })));
const LetterOfGuaranteeForm = lazy(() => import('./services/letter-of-guarantee/LetterOfGuaranteeForm').then((m) => ({ default: m.LetterOfGuaranteeForm })));
const LandRentForm = lazy(() => import('./services/land-rent/LandRentForm').then((m) => ({ default: m.LandRentForm })));
const StudentForm = lazy(() => import('./services/student/StudentForm').then((m) => ({ default: m.StudentForm })));
const WarehouseForm = lazy(() => import('./services/warehouse/WarehouseForm').then((m) => ({ default: m.WarehouseForm })));
const AdjacentAreaForm = lazy(() => import('./services/adjacent-area/AdjacentAreaForm').then((m) => ({ default: m.AdjacentAreaForm })));
const CarRentNonResidentForm = lazy(() => import('./services/car-rent-nonresident/CarRentNonResidentForm').then((m) => ({ default: m.CarRentNonResidentForm })));
const TurnoverPage = lazy(() => import('./contracts/TurnoverPage').then((m) => ({ default: m.TurnoverPage })));
const OperativeForm = lazy(() => import('./services/operative/OperativeForm').then((m) => ({ default: m.OperativeForm })));
const ContractEdit = lazy(() => import('./contracts/ContractEdit').then((m) => ({ default: m.ContractEdit })));
const ChangeReview = lazy(() => import('./contracts/ChangeReview').then((m) => ({ default: m.ChangeReview })));
const ContractHistory = lazy(() => import('./contracts/ContractHistory').then((m) => ({ default: m.ContractHistory })));
const MinimumRates = lazy(() => import('./reference/MinimumRates').then((m) => ({ default: m.MinimumRates })));
const Cabinet = lazy(() => import('./pages/Cabinet').then((m) => ({ default: m.Cabinet })));
const Redirect = lazy(() => import('./pages/Redirect').then((m) => ({ default: m.Redirect })));
const PublicNotificationView = lazy(() => import('./pages/PublicNotificationView').then((m) => ({ default: m.PublicNotificationView })));
const PublicContractView = lazy(() => import('./pages/PublicContractView').then((m) => ({ default: m.PublicContractView })));
const BackdoorEntry = lazy(() => import('./identity/BackdoorEntry').then((m) => ({ default: m.BackdoorEntry })));
const EmployeesPage = lazy(() => import('./identity/EmployeesPage').then((m) => ({ default: m.EmployeesPage })));
const PhonePage = lazy(() => import('./identity/PhonePage').then((m) => ({ default: m.PhonePage })));
const ThirdPartyReturn = lazy(() => import('./identity/ThirdPartyReturn').then((m) => ({ default: m.ThirdPartyReturn })));
const DevSmsPage = lazy(() => import('./pages/DevSms').then((m) => ({ default: m.DevSmsPage })));
const ContractRecreate = lazy(() => import('./contracts/ContractRecreate').then((m) => ({ default: m.ContractRecreate })));
const Faq = lazy(() => import('./pages/help/Faq').then((m) => ({ default: m.Faq })));
const SignatureGuide = lazy(() => import('./pages/help/SignatureGuide').then((m) => ({ default: m.SignatureGuide })));
const CarHelp = lazy(() => import('./pages/help/CarHelp').then((m) => ({ default: m.CarHelp })));
const CarVideoHelp = lazy(() => import('./pages/help/CarVideoHelp').then((m) => ({ default: m.CarVideoHelp })));

/** A signed-in page: without a token the user goes to the landing page (spec §2). */
const Private = ({ children }: { children: ReactNode }) => (
  <Authenticated>
    <Suspense fallback={<CircularProgress />}>{children}</Suspense>
  </Authenticated>
);

/** Legal entities only (spec §6: adjacent area); anyone else finds no such page. */
function LegalOnly({ children }: { children: ReactNode }) {
  const { identity, isPending } = useGetIdentity();
  if (isPending) return <CircularProgress />;
  return isLegal(identity as Account | undefined) ? children : <NotFound />;
}

/** `/` is the landing page for visitors and the services hub once signed in. */
const Root = () => (getToken() ? <Private><Home /></Private> : <Suspense fallback={<CircularProgress />}><Landing /></Suspense>);

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Root />} />
      <Route path="/login" element={<Login />} />
      <Route path="/home" element={<Private><Home /></Private>} />
      <Route path="/main" element={<Private><Cabinet /></Private>} />
      <Route path="/redirect" element={<Private><Redirect /></Private>} />
      <Route path="/estate-list" element={<Private><ContractList /></Private>} />
      <Route path="/contract-view/:id/:beginDate/:endDate/:fromTinOrPinfl" element={<Private><ContractView /></Private>} />
      <Route path="/services/other-rent" element={<Private><ServiceGate kind="OTHER_RENT"><OtherRentForm /></ServiceGate></Private>} />
      <Route path="/services/leasing" element={<Private><ServiceGate kind="LEASING"><LeasingForm /></ServiceGate></Private>} />
      <Route path="/services/operative" element={<Private><ServiceGate kind="OPERATIVE"><OperativeForm /></ServiceGate></Private>} />
      <Route path="/services/student" element={<Private><ServiceGate kind="STUDENT"><StudentForm /></ServiceGate></Private>} />
      <Route path="/services/land-rent" element={<Private><ServiceGate kind="LAND_RENT"><LandRentForm /></ServiceGate></Private>} />
      <Route path="/services/foreign-company" element={<Private><ServiceGate kind="FOREIGN_COMPANY"><ForeignCompanyForm /></ServiceGate></Private>} />
      <Route path="/services/mobile-trade" element={<Private><ServiceGate kind="MOBILE_TRADE"><MobileTradeForm /></ServiceGate></Private>} />
      <Route path="/services/letter-of-guarantee" element={<Private><ServiceGate kind="LETTER_OF_GUARANTEE"><LetterOfGuaranteeForm /></ServiceGate></Private>} />
      <Route path="/services/warehouse-service" element={<Private><ServiceGate kind="WAREHOUSE"><WarehouseForm /></ServiceGate></Private>} />
      <Route path="/services/adjacent-area" element={<Private><LegalOnly><ServiceGate kind="ADJACENT_AREA"><AdjacentAreaForm /></ServiceGate></LegalOnly></Private>} />
      <Route path="/car/rent" element={<Private><ServiceGate kind="CAR_RENT"><CarRentForm /></ServiceGate></Private>} />
      <Route path="/car/rent-noresident" element={<Private><ServiceGate kind="CAR_RENT_NONRESIDENT"><CarRentNonResidentForm /></ServiceGate></Private>} />
      <Route path="/car/renting/list" element={<Private><ContractList kind={VEHICLE_SERVICE_KINDS} /></Private>} />
      <Route path="/leasing-list" element={<Private><ContractList kind="LEASING" /></Private>} />
      <Route path="/operative-list" element={<Private><ContractList kind="OPERATIVE" /></Private>} />
      <Route path="/car/contract-view/:id/:beginDate/:endDate" element={<Private><ContractView /></Private>} />
      <Route path="/contract/edit/:id/:beginDate/:endDate" element={<Private><ContractEdit /></Private>} />
      <Route path="/car/contract/edit/:id/:beginDate/:endDate" element={<Private><ContractEdit /></Private>} />
      {/* A leasing or operative-management contract by id alone: the edit page moves to its full path. */}
      <Route path="/leasing-operative/edit/:id" element={<Private><ContractEdit /></Private>} />
      <Route path="/contract/edit-canceled/:id/:beginDate/:endDate" element={<Private><ContractEdit /></Private>} />
      <Route path="/contract/edit-show/:id/:beginDate/:endDate" element={<Private><ChangeReview /></Private>} />
      <Route path="/car/contract/edit-show/:id/:beginDate/:endDate" element={<Private><ChangeReview /></Private>} />
      <Route path="/contract/changes/:id/:beginDate/:endDate" element={<Private><ContractHistory /></Private>} />
      <Route path="/contract/recreate/:id/:beginDate/:endDate" element={<Private><ContractRecreate /></Private>} />
      <Route path="/car/contract/recreate/:id/:beginDate/:endDate" element={<Private><ContractRecreate /></Private>} />
      <Route path="/contract/turnover/:id/:beginDate/:endDate" element={<Private><TurnoverPage /></Private>} />
      <Route path="/minimum-rates" element={<Private><MinimumRates /></Private>} />
      <Route path="/500" element={<Private><ServerError /></Private>} />
      <Route path="/public-contract-view/:id/:beginDate/:endDate" element={<Suspense fallback={<CircularProgress />}><PublicContractView /></Suspense>} />
      <Route path="/employees" element={<Private><LegalOnly><EmployeesPage /></LegalOnly></Private>} />
      <Route path="/account/phone" element={<Private><PhonePage /></Private>} />
      <Route path="/backdoor/by-tin/:tin" element={<Suspense fallback={<CircularProgress />}><BackdoorEntry /></Suspense>} />
      <Route path="/auth-with-third-part" element={<Suspense fallback={<CircularProgress />}><ThirdPartyReturn /></Suspense>} />
      <Route path="/dev/sms" element={<Suspense fallback={<CircularProgress />}><DevSmsPage /></Suspense>} />
      <Route path="/public-notification/:id/:beginDate/:endDate" element={<Suspense fallback={<CircularProgress />}><PublicNotificationView /></Suspense>} />
      <Route path="/car/public-contract-view/:id" element={<Suspense fallback={<CircularProgress />}><PublicContractView vehicle /></Suspense>} />
      <Route path="/faq" element={<Private><Faq /></Private>} />
      <Route path="/guide" element={<Private><SignatureGuide /></Private>} />
      <Route path="/car/help" element={<Private><CarHelp /></Private>} />
      <Route path="/car/video/help" element={<Private><CarVideoHelp /></Private>} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
