import { z } from 'zod';
import { DomainError } from '../errors.js';
import { MessageKeys } from '../i18n-keys.js';
import { TEXT_FIELDS, textField } from '../rules/text-fields.js';
import { type Party, PartyType } from '../contracts/party.js';
import { ServiceKind } from '../contracts/service-kinds.js';
import { defineKind, endAfterStart, type KindRules, realEstateShape } from './kind.js';

/** Where the adjacent area lies against the street: on its first line, the second, or inside the block. */
export const LOCATION_STAGES = ['FIRST_LINE', 'SECOND_LINE', 'INNER'] as const;

/**
 * Adjacent-area land rent (legal entities only): part of a land plot next to a business's own object
 * (a shop's terrace, a café's summer area). The plot's area is the land area; the rented part (`area`)
 * cannot exceed it, and is held on the plot like any rented area.
 */
export const adjacentAreaSchema = realEstateShape(ServiceKind.AdjacentArea)
  .extend({
    adjacentObjectName: textField(TEXT_FIELDS.adjacentObjectName),
    locationStage: z.enum(LOCATION_STAGES, { error: MessageKeys.required }),
  })
  .refine(...endAfterStart);

/** Spec §1, §6: only a legal entity registers adjacent-area rent. */
export function assertAdjacentAreaLessor(lessor: Party): void {
  if (lessor.type !== PartyType.Legal)
    throw new DomainError('ADJACENT_AREA_LEGAL_ONLY', MessageKeys.adjacentAreaLegalOnly, 'forbidden');
}

export const adjacentAreaRules: KindRules = {
  parties: ({ lessor }) => assertAdjacentAreaLessor(lessor),
};

export const adjacentArea = defineKind(adjacentAreaSchema, adjacentAreaRules);
