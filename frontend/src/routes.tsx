import { type ReactNode, Suspense } from 'react';
import { CircularProgress } from '@mui/material';
import { useGetIdentity } from 'react-admin';
import { matchRoutes, Navigate, useRoutes } from 'react-router-dom';
import { clearSession, getToken } from '@/api/session';
import { Landing } from '@/pages/Landing';
import { NotFound } from '@/pages/NotFound';
import { ServerError } from '@/pages/ServerError';
import { type Account, isLegal } from '@/providers/authProvider';
import { SERVICES } from '@/services/registry';
import type { ServicePlugin } from '@/services/service-plugin';
import { ServiceGate } from '@/services/ServiceGate';
import { type LazyComponent, lazyComponent } from '@/ui/lazy-component';
import { WritableOnly } from '@/ui/read-only';

// Split by route: each page is a chunk of its own, but for the landing, the page most first visits open on,
// which is part of the app's own code.
const Login = lazyComponent(() => import('@/pages/Login').then((m) => m.Login));
const Home = lazyComponent(() => import('@/pages/Home').then((m) => m.Home));
const ContractList = lazyComponent(() => import('@/contracts/ContractList').then((m) => m.ContractList));
const VehicleContractList = lazyComponent(() => import('@/contracts/ContractList').then((m) => m.VehicleContractList));
const NonResidentContractList = lazyComponent(() =>
  import('@/contracts/ContractList').then((m) => m.NonResidentContractList),
);
const ContractView = lazyComponent(() => import('@/contracts/ContractView').then((m) => m.ContractView));
const InvoiceList = lazyComponent(() => import('@/contracts/InvoiceList').then((m) => m.InvoiceList));
const BulkUploadPage = lazyComponent(() => import('@/contracts/BulkUploadPage').then((m) => m.BulkUploadPage));
const ReceiptStatementPage = lazyComponent(() =>
  import('@/contracts/receipts/ReceiptStatementPage').then((m) => m.ReceiptStatementPage),
);
const TurnoverPage = lazyComponent(() => import('@/contracts/TurnoverPage').then((m) => m.TurnoverPage));
const ContractEdit = lazyComponent(() => import('@/contracts/ContractEdit').then((m) => m.ContractEdit));
const ChangeReview = lazyComponent(() => import('@/contracts/ChangeReview').then((m) => m.ChangeReview));
const ContractHistory = lazyComponent(() => import('@/contracts/ContractHistory').then((m) => m.ContractHistory));
const MinimumRates = lazyComponent(() => import('@/reference/MinimumRates').then((m) => m.MinimumRates));
const Cabinet = lazyComponent(() => import('@/pages/Cabinet').then((m) => m.Cabinet));
const Redirect = lazyComponent(() => import('@/pages/Redirect').then((m) => m.Redirect));
const PublicNotificationView = lazyComponent(() =>
  import('@/pages/PublicNotificationView').then((m) => m.PublicNotificationView),
);
const PublicContractView = lazyComponent(() => import('@/pages/PublicContractView').then((m) => m.PublicContractView));
const BackdoorEntry = lazyComponent(() => import('@/identity/BackdoorEntry').then((m) => m.BackdoorEntry));
const EmployeesPage = lazyComponent(() => import('@/identity/EmployeesPage').then((m) => m.EmployeesPage));
const ApiKeysPage = lazyComponent(() => import('@/identity/ApiKeysPage').then((m) => m.ApiKeysPage));
const RepresentativesPage = lazyComponent(() =>
  import('@/identity/RepresentativesPage').then((m) => m.RepresentativesPage),
);
const PhonePage = lazyComponent(() => import('@/identity/PhonePage').then((m) => m.PhonePage));
const ThirdPartyReturn = lazyComponent(() => import('@/identity/ThirdPartyReturn').then((m) => m.ThirdPartyReturn));
const DevSmsPage = lazyComponent(() => import('@/pages/DevSms').then((m) => m.DevSmsPage));
const ContractRecreate = lazyComponent(() => import('@/contracts/ContractRecreate').then((m) => m.ContractRecreate));
const Faq = lazyComponent(() => import('@/pages/help/Faq').then((m) => m.Faq));
const SignatureGuide = lazyComponent(() => import('@/pages/help/SignatureGuide').then((m) => m.SignatureGuide));
const CarHelp = lazyComponent(() => import('@/pages/help/CarHelp').then((m) => m.CarHelp));
const CarVideoHelp = lazyComponent(() => import('@/pages/help/CarVideoHelp').then((m) => m.CarVideoHelp));
const RentIndexPage = lazyComponent(() => import('@/pages/rent-index/RentIndexPage').then((m) => m.RentIndexPage));
// The operators' back-office: a chunk of its own, with the react-admin screens no taxpayer's page loads.
const OperatorApp = lazyComponent(() => import('@/operator/OperatorApp').then((m) => m.OperatorApp));

/**
 * A signed-in page: without a token the user goes to the landing page (spec §2), with whatever the tab
 * still kept cleared, as a logout does. The token is this tab's own (api/session.ts), so the check needs no
 * round trip and the page draws in the first render; the API checks the token itself on every call.
 */
function Private({ children }: { children: ReactNode }) {
  if (!getToken()) {
    clearSession();
    return <Navigate to="/" replace />;
  }
  return <Suspense fallback={<CircularProgress />}>{children}</Suspense>;
}

const Public = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<CircularProgress />}>{children}</Suspense>
);

/** Legal entities only (spec §6: adjacent area); anyone else finds no such page. */
function LegalOnly({ children }: { children: ReactNode }) {
  const { identity, isPending } = useGetIdentity();
  if (isPending) return <CircularProgress />;
  return isLegal(identity as Account | undefined) ? children : <NotFound />;
}

/** `/` is the landing page for visitors and the services hub once signed in. */
const Root = () =>
  getToken() ? (
    <Private>
      <Home />
    </Private>
  ) : (
    <Landing />
  );

interface PageRoute {
  path: string;
  element: ReactNode;
  /** Fetches the page's code (main.tsx, for the page a tab opens on). */
  preload?: () => Promise<unknown>;
}

/** A route of a page that loads on demand: what it shows, and the page whose code to fetch first. */
const page = (path: string, lazy: Pick<LazyComponent, 'preload'>, element: ReactNode): PageRoute => ({
  path,
  element,
  preload: lazy.preload,
});

/** A service's form, behind its gate ("under development" while switched off), and its own list where it has one. */
function serviceRoutes(service: ServicePlugin): PageRoute[] {
  const Form = service.page;
  // A read-only session is told it cannot register (spec §6, §8), not offered a form refused on sending.
  const form = (
    <WritableOnly reason="errors.backdoorReadOnly">
      <ServiceGate kind={service.kind}>
        <Form />
      </ServiceGate>
    </WritableOnly>
  );
  const asLessee = service.asLessee;
  const AsLessee = asLessee?.page;
  return [
    page(service.path, Form, <Private>{service.legalOnly ? <LegalOnly>{form}</LegalOnly> : form}</Private>),
    ...(asLessee && AsLessee
      ? [
          page(
            asLessee.path,
            AsLessee,
            <Private>
              <WritableOnly reason="errors.backdoorReadOnly">
                <ServiceGate kind={service.kind}>
                  <AsLessee />
                </ServiceGate>
              </WritableOnly>
            </Private>,
          ),
        ]
      : []),
    ...(service.listPath
      ? [
          page(
            service.listPath,
            ContractList,
            <Private>
              <ContractList kind={service.kind} />
            </Private>,
          ),
        ]
      : []),
  ];
}

const ROUTES: PageRoute[] = [
  { path: '/', element: <Root />, preload: () => (getToken() ? Home.preload() : Promise.resolve()) },
  page(
    '/login',
    Login,
    <Public>
      <Login />
    </Public>,
  ),
  page(
    '/home',
    Home,
    <Private>
      <Home />
    </Private>,
  ),
  page(
    '/main',
    Cabinet,
    <Private>
      <Cabinet />
    </Private>,
  ),
  page(
    '/redirect',
    Redirect,
    <Private>
      <Redirect />
    </Private>,
  ),
  page(
    '/estate-list',
    ContractList,
    <Private>
      <ContractList />
    </Private>,
  ),
  page(
    '/invoices',
    InvoiceList,
    <Private>
      <InvoiceList />
    </Private>,
  ),
  page(
    '/contracts/bulk-upload',
    BulkUploadPage,
    <Private>
      <WritableOnly>
        <BulkUploadPage />
      </WritableOnly>
    </Private>,
  ),
  page(
    '/receipts/statement',
    ReceiptStatementPage,
    <Private>
      <ReceiptStatementPage />
    </Private>,
  ),
  page(
    '/contract-view/:id/:beginDate/:endDate/:fromTinOrPinfl',
    ContractView,
    <Private>
      <ContractView />
    </Private>,
  ),
  ...SERVICES.flatMap(serviceRoutes),
  page(
    '/car/renting/list',
    VehicleContractList,
    <Private>
      <VehicleContractList />
    </Private>,
  ),
  page(
    '/non-resident-list',
    NonResidentContractList,
    <Private>
      <NonResidentContractList />
    </Private>,
  ),
  page(
    '/car/contract-view/:id/:beginDate/:endDate',
    ContractView,
    <Private>
      <ContractView />
    </Private>,
  ),
  page(
    '/contract/edit/:id/:beginDate/:endDate',
    ContractEdit,
    <Private>
      <ContractEdit />
    </Private>,
  ),
  page(
    '/car/contract/edit/:id/:beginDate/:endDate',
    ContractEdit,
    <Private>
      <ContractEdit />
    </Private>,
  ),
  // A leasing or operative-management contract by id alone: the edit page moves to its full path.
  page(
    '/leasing-operative/edit/:id',
    ContractEdit,
    <Private>
      <ContractEdit />
    </Private>,
  ),
  page(
    '/contract/edit-canceled/:id/:beginDate/:endDate',
    ContractEdit,
    <Private>
      <ContractEdit />
    </Private>,
  ),
  page(
    '/contract/edit-show/:id/:beginDate/:endDate',
    ChangeReview,
    <Private>
      <ChangeReview />
    </Private>,
  ),
  page(
    '/car/contract/edit-show/:id/:beginDate/:endDate',
    ChangeReview,
    <Private>
      <ChangeReview />
    </Private>,
  ),
  page(
    '/contract/changes/:id/:beginDate/:endDate',
    ContractHistory,
    <Private>
      <ContractHistory />
    </Private>,
  ),
  page(
    '/contract/recreate/:id/:beginDate/:endDate',
    ContractRecreate,
    <Private>
      <ContractRecreate />
    </Private>,
  ),
  page(
    '/car/contract/recreate/:id/:beginDate/:endDate',
    ContractRecreate,
    <Private>
      <ContractRecreate />
    </Private>,
  ),
  page(
    '/contract/turnover/:id/:beginDate/:endDate',
    TurnoverPage,
    <Private>
      <TurnoverPage />
    </Private>,
  ),
  page(
    '/minimum-rates',
    MinimumRates,
    <Private>
      <MinimumRates />
    </Private>,
  ),
  {
    path: '/500',
    element: (
      <Private>
        <ServerError />
      </Private>
    ),
  },
  page(
    '/public-contract-view/:id/:beginDate/:endDate',
    PublicContractView,
    <Public>
      <PublicContractView />
    </Public>,
  ),
  page(
    '/employees',
    EmployeesPage,
    <Private>
      <LegalOnly>
        <EmployeesPage />
      </LegalOnly>
    </Private>,
  ),
  page(
    '/account/api-keys',
    ApiKeysPage,
    <Private>
      <WritableOnly>
        <ApiKeysPage />
      </WritableOnly>
    </Private>,
  ),
  page(
    '/account/representatives',
    RepresentativesPage,
    <Private>
      <WritableOnly>
        <RepresentativesPage />
      </WritableOnly>
    </Private>,
  ),
  page(
    '/account/phone',
    PhonePage,
    <Private>
      <WritableOnly>
        <PhonePage />
      </WritableOnly>
    </Private>,
  ),
  page(
    '/backdoor/by-tin/:tin',
    BackdoorEntry,
    <Public>
      <BackdoorEntry />
    </Public>,
  ),
  page(
    '/auth-with-third-part',
    ThirdPartyReturn,
    <Public>
      <ThirdPartyReturn />
    </Public>,
  ),
  page(
    '/dev/sms',
    DevSmsPage,
    <Public>
      <DevSmsPage />
    </Public>,
  ),
  page(
    '/public-notification/:id/:beginDate/:endDate',
    PublicNotificationView,
    <Public>
      <PublicNotificationView />
    </Public>,
  ),
  page(
    '/car/public-contract-view/:id',
    PublicContractView,
    <Public>
      <PublicContractView vehicle />
    </Public>,
  ),
  page(
    '/faq',
    Faq,
    <Private>
      <Faq />
    </Private>,
  ),
  // The open rent index: open data, for anyone, signed in or not.
  page(
    '/rent-index',
    RentIndexPage,
    <Public>
      <RentIndexPage />
    </Public>,
  ),
  page(
    '/guide',
    SignatureGuide,
    <Private>
      <SignatureGuide />
    </Private>,
  ),
  page(
    '/car/help',
    CarHelp,
    <Private>
      <CarHelp />
    </Private>,
  ),
  page(
    '/car/video/help',
    CarVideoHelp,
    <Private>
      <CarVideoHelp />
    </Private>,
  ),
  { path: '*', element: <NotFound /> },
];

export const AppRoutes = () => useRoutes(ROUTES);

/** `/operator` and below: the back-office, beside the portal (App.tsx), with a layout of its own. */
export const OPERATOR_ROUTE: PageRoute = {
  path: '/operator/*',
  element: (
    <Public>
      <OperatorApp />
    </Public>
  ),
  preload: OperatorApp.preload,
};

/** Whether `pathname` is the back-office's, which draws none of the portal's chrome. */
export const isBackOffice = (pathname: string): boolean => matchRoutes([OPERATOR_ROUTE], pathname) !== null;

/** Fetches the code of the page at `pathname` (nothing for a page that is part of the app's own code). */
export const preloadPage = (pathname: string): Promise<unknown> =>
  matchRoutes([OPERATOR_ROUTE, ...ROUTES], pathname)?.[0]?.route.preload?.() ?? Promise.resolve();
