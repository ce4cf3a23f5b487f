import { Controller, Get, Headers, NotFoundException, Param } from '@nestjs/common';
import { partyIdSchema, pinflSchema, tinSchema } from '@rent/domain';
import { propertyOccupancyProjection } from '@rent/projections';
import { ReadAfter } from '../event-store/read-after.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { CurrentPrincipal, type Principal } from '../identity/principal.js';
import { RegistryService } from './registry.service.js';

/** The spec's catalog-general calls: lookups a form makes while the user types. */
@Controller('catalog-general')
export class CatalogController {
  constructor(
    private readonly registries: RegistryService,
    private readonly readAfter: ReadAfter,
  ) {}

  /** Company lookup by TIN (spec §7); only 9 digits are looked up. */
  @Get('yur-np1/:tin')
  async company(@Param('tin', new ZodPipe(tinSchema, 'tin')) tin: string) {
    const t = await this.registries.taxpayer(tin);
    if (!t) throw new NotFoundException();
    return { tin: t.tin, name: t.name, address: t.address, director: t.director, registeredAt: t.registeredAt };
  }

  /** A lessor or lessee by TIN or PINFL; only the name and type, never an address or phone. */
  @Get('party/:id')
  async party(@Param('id', new ZodPipe(partyIdSchema, 'id')) id: string) {
    const party = await this.registries.party(id);
    if (!party) throw new NotFoundException();
    return party;
  }

  /** A student by PINFL, as the student-rent form shows them: name, university, faculty, course. */
  @Get('student/:pinfl')
  async student(@Param('pinfl', new ZodPipe(pinflSchema, 'pinfl')) pinfl: string) {
    const s = await this.registries.student(pinfl);
    if (!s) throw new NotFoundException();
    return { pinfl: s.pinfl, name: s.fullName, university: s.university, faculty: s.faculty, studyForm: s.studyForm, course: s.course };
  }

  /** The signed-in party's vehicles, for the car-rent form (with each one's per-vehicle rate class). */
  @Get('my-vehicles')
  async myVehicles(@CurrentPrincipal() principal: Principal) {
    const vehicles = await this.registries.vehiclesOf(principal.partyId);
    return vehicles.map(({ plateNumber, vehicleKind, model, colour, yearMade, vehicleClass }) => ({ plateNumber, vehicleKind, model, colour, yearMade, vehicleClass }));
  }

  @Get('my-properties')
  async myProperties(@CurrentPrincipal() principal: Principal, @Headers('x-read-after') readAfter: string | undefined) {
    await this.readAfter.wait(propertyOccupancyProjection.name, readAfter);
    const objects = await this.registries.propertiesOf(principal.partyId);
    const held = await this.registries.heldAreas(objects.map((o) => o.cadastralNumber));
    return objects.map((o) => ({
      cadastralNumber: o.cadastralNumber,
      address: o.address,
      totalArea: o.totalArea,
      vacantArea: Math.max(0, Math.round((o.totalArea - (held.get(o.cadastralNumber) ?? 0)) * 100) / 100),
      propertyType: o.propertyType,
      propertyUse: o.propertyUse,
      regionSoato: o.regionSoato,
      // The cadastral-zone display: null means the cadastre has no zone data and the object cannot be rented.
      settlementZone: o.settlementZone,
      // A land plot (land rent) has its land tax rate, so'm per m² a year; buildings have none.
      landTaxRate: o.landTaxRate,
    }));
  }
}
