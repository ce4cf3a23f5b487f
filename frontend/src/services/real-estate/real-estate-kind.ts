import type { RegistrableKind, VehicleServiceKind } from '@rent/domain';
import type { AnyKindSection } from '@/services/kind-fields';

/** The kinds whose subject is a cadastral object (the car rents have a form of their own). */
export type RealEstateKind = Exclude<RegistrableKind, VehicleServiceKind>;

/**
 * What a real-estate kind makes of the common registration form (RealEstateForm): each kind's folder
 * holds one, and the form is composed from it, not switched on the kind. The kind also names the title,
 * the lessee's label and role and the hint (form.*.<kind>) and the schema the form validates with.
 */
export interface RealEstateKindForm {
  kind: RealEstateKind;
  /** A hint under the title (form.hint.<kind>). */
  hint?: boolean;
  /**
   * The kind rents part of a land plot: the object select offers plots, and no minimum rent is shown (a
   * plot's rent is bounded by its land tax instead). Otherwise it rents premises.
   */
  onPlot?: boolean;
  /** The kind hands on the party's own objects only, not space it holds in operative management. */
  ownObjectsOnly?: boolean;
  /** In place of the one lessee by TIN or PINFL. */
  lessees?: AnyKindSection;
  /** After the object: what the kind adds to it. */
  details?: AnyKindSection;
  /** In place of the monthly payment in so'm or BHM. */
  price?: AnyKindSection;
}
