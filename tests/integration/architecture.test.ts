import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';

// The boundaries of DESIGN.md are lint rules; these cases prove each rule fires (and lets the allowed through).
const root = fileURLToPath(new URL('../..', import.meta.url));
// A sample file does not exist, so it has no type information: the type-aware rules are left out (the boundaries need none).
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/switch-exhaustiveness-check': 'off',
    },
  },
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('architecture boundaries', () => {
  it.each([
    ['domain', 'domain/src/contracts/x.ts', "import { Injectable } from '@nestjs/common';"],
    ['domain', 'domain/src/contracts/x.ts', "import { Entity } from 'typeorm';"],
    ['domain', 'domain/src/contracts/x.ts', "import pg from 'pg';"],
    ['domain', 'domain/src/contracts/x.ts', "import { useState } from 'react';"],
    ['domain', 'domain/src/contracts/x.ts', "import { readFileSync } from 'node:fs';"],
    ['domain', 'domain/src/contracts/x.ts', "import { projections } from '@rent/projections';"],
    ['projections', 'projections/src/x/x.ts', "import { createApp } from '@rent/backend';"],
    ['projections', 'projections/src/x/x.ts', "import { Injectable } from '@nestjs/common';"],
    ['frontend', 'frontend/src/x.ts', "import { createApp } from '@rent/backend';"],
    ['frontend', 'frontend/src/x.ts', "import { Entity } from 'typeorm';"],
  ])('%s may not: %s', async (_layer, file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['domain/src/contracts/x.ts', "import { z } from 'zod';\nimport dayjs from 'dayjs';"],
    ['projections/src/x/x.ts', "import { decide } from '@rent/domain';\nimport { Entity } from 'typeorm';"],
    ['frontend/src/x.ts', "import { decide } from '@rent/domain';\nimport { useState } from 'react';"],
  ])('%s may import its allowed dependencies', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });

  it('no layer reaches two folders up', async () => {
    expect(await boundaryErrors('frontend/src/a/b.ts', "import x from '../../x.js';")).toHaveLength(1);
  });
});

// The rooms inside backend/src (eslint.config.js, backendRooms): a shared room imports no feature and only the
// shared rooms below it; a feature imports the shared rooms and only the features listed beside it.
describe('domain rooms', () => {
  async function roomErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
    expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
    return result!.messages.filter((m) => m.ruleId === 'rooms/only-listed').map((m) => m.message);
  }

  it.each([
    // The arrows that ran back up before the decider had a room of its own and the vehicle kinds' codes
    // joined the others.
    [
      'the contracts vocabulary does not know the kinds',
      'domain/src/contracts/x.ts',
      "import { assertKindRules } from '../services/service-rules.js';",
    ],
    [
      'the contracts vocabulary does not know the kinds',
      'domain/src/contracts/x.ts',
      "import { vehicleShape } from '../services/vehicle.js';",
    ],
    [
      'an event envelope knows no signing',
      'domain/src/events/x.ts',
      "import { signedDocument } from '../signing/signed-document.js';",
    ],
    ['rules know no contract', 'domain/src/rules/x.ts', "import { ContractState } from '../contracts/states.js';"],
    [
      'a kind does not use the decider',
      'domain/src/services/x.ts',
      "import { decide } from '../decider/contract-decider.js';",
    ],
    [
      'nothing but api/ uses api/',
      'domain/src/decider/x.ts',
      "import { contractRecordSchema } from '../api/contract-record.js';",
    ],
  ])('%s: %s refuses %s', async (_why, file, code) => {
    expect(await roomErrors(file, code)).toHaveLength(1);
  });

  it('a folder not in the table is refused until it says where it stands', async () => {
    expect(
      await roomErrors('domain/src/reports/x.ts', "import { ContractState } from '../contracts/states.js';"),
    ).toEqual([expect.stringContaining('is no room of domain/src')]);
  });

  it.each([
    ['domain/src/decider/x.ts', "import { assertKindRules } from '../services/service-rules.js';"],
    ['domain/src/services/x.ts', "import { ServiceKind } from '../contracts/service-kinds.js';"],
    ['domain/src/contracts/x.ts', "import { MessageKeys } from '../i18n-keys.js';"],
    ['domain/src/api/x.ts', "import { CONTRACT_STEPS } from '../contracts/step-table.js';"],
  ])('%s may %s', async (file, code) => {
    expect(await roomErrors(file, code)).toEqual([]);
  });
});

describe('projection rooms', () => {
  async function roomErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
    expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
    return result!.messages.filter((m) => m.ruleId === 'rooms/only-listed').map((m) => m.message);
  }

  it.each([
    [
      'a read model does not read another',
      'projections/src/notifications/x.ts',
      "import { ContractSummary } from '../contract-summary/contract-summary.entity.js';",
    ],
    [
      'only specs use the test helpers',
      'projections/src/contract-summary/x.ts',
      "import { RecordedLog } from '../testing/recorded-log.js';",
    ],
    [
      'the test helpers use no read model',
      'projections/src/testing/x.ts',
      "import { contractSummaryProjection } from '../contract-summary/contract-summary.projection.js';",
    ],
    [
      'a new folder says where it stands',
      'projections/src/reports/x.ts',
      "import type { Projection } from '../projection.js';",
    ],
  ])('%s: %s refuses %s', async (_why, file, code) => {
    expect(await roomErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['projections/src/contract-summary/x.ts', "import type { Projection } from '../projection.js';"],
    ['projections/src/contract-summary/x.spec.ts', "import { RecordedLog } from '../testing/recorded-log.js';"],
  ])('%s may %s', async (file, code) => {
    expect(await roomErrors(file, code)).toEqual([]);
  });
});

describe('backend rooms', () => {
  const ROOM_RULES = new Set(['no-restricted-imports', 'rooms/only-listed']);

  async function roomErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
    expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
    return result!.messages.filter((m) => ROOM_RULES.has(m.ruleId ?? '')).map((m) => m.message);
  }

  it.each([
    [
      'a shared room imports no feature',
      'backend/src/http/x.ts',
      "import { IdentityModule } from '../identity/identity.module.js';",
    ],
    [
      'a shared room imports no feature',
      'backend/src/database/x.ts',
      "import { Identity1767000003000 } from '../identity/identity.migration.js';",
    ],
    [
      'a shared room imports no feature',
      'backend/src/redis/x.ts',
      "import { JobsModule } from '../jobs/jobs.module.js';",
    ],
    [
      'a shared room imports only those below it',
      'backend/src/event-store/x.ts',
      "import { ApiErrorFilter } from '../http/api-error.filter.js';",
    ],
    [
      'a shared room does not import the app',
      'backend/src/database/x.ts',
      "import { migrations } from '../migrations.js';",
    ],
    [
      'a feature imports only the features listed for it',
      'backend/src/registries/x.ts',
      "import { Sessions } from '../identity/sessions/sessions.js';",
    ],
    [
      'a feature imports only the features listed for it',
      'backend/src/registries/x.ts',
      "import { demoTaxpayers } from '../seed/demo-data.js';",
    ],
    [
      'a feature imports only the features listed for it',
      'backend/src/registries/x.ts',
      "import { jobIds } from '../jobs/job-registry.js';",
    ],
    [
      'a feature imports only the features listed for it',
      'backend/src/sms/x.ts',
      "import { IdentityModule } from '../identity/identity.module.js';",
    ],
    [
      'a feature imports only the features listed for it',
      'backend/src/identity/x.ts',
      "import { ContractStream } from '../contracts/contract-stream.js';",
    ],
    [
      'a feature does not import the app',
      'backend/src/contracts/x.ts',
      "import { AppModule } from '../app.module.js';",
    ],
    [
      'a feature sub-folder too',
      'backend/src/identity/sign-in/x.ts',
      "import { ContractStream } from '../../contracts/contract-stream.js';",
    ],
    ['a new folder is given its place', 'backend/src/newroom/x.ts', "import { Public } from '../http/principal.js';"],
    ['nothing climbs three folders', 'backend/src/identity/sign-in/x.ts', "import { x } from '../../../x.js';"],
  ])('%s: %s, %s', async (_rule, file, code) => {
    expect(await roomErrors(file, code)).toHaveLength(1);
  });

  it.each([
    [
      'backend/src/contracts/x.ts',
      "import { Public } from '../http/principal.js';\nimport { EmployeesService } from '../identity/employees/employees.service.js';\nimport { SigningService } from '../signing/signing.service.js';",
    ],
    [
      'backend/src/http/x.ts',
      "import { WrongExpectedVersionError } from '../event-store/event-store.port.js';\nimport { ServiceUnavailableError } from '../errors/service-unavailable.error.js';",
    ],
    [
      'backend/src/identity/sign-in/x.ts',
      "import { ZodPipe } from '../../http/zod-body.pipe.js';\nimport { SmsService } from '../../sms/sms.service.js';\nimport { Sessions } from '../sessions/sessions.js';",
    ],
    [
      'backend/src/cli/x.ts',
      "import { dataSourceOptions } from '../data-source-options.js';\nimport { generateRegister } from '../seed/register-generation.js';",
    ],
    ['backend/src/app.module.ts', "import { ContractsModule } from './contracts/contracts.module.js';"],
  ])('%s may import what its room lists', async (file, code) => {
    expect(await roomErrors(file, code)).toEqual([]);
  });
});

// Inside frontend/src: the floors of eslint.config.js (a room imports only rooms on lower floors) and one import style.
describe('frontend rooms', () => {
  const frontendSrc = `${root}/frontend/src`;

  async function importErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: `${frontendSrc}/${filePath}` });
    expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
    return result!.messages
      .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
      .map((m) => m.message);
  }

  it.each([
    // the arrows that ran back up before the shared pieces had rooms of their own
    ['services/useRegistration.ts', "import { INFO_PANEL_KEY } from '@/contracts/useIncomingCount';"],
    ['services/ServiceGate.tsx', "import { UnderDevelopment } from '@/pages/UnderDevelopment';"],
    ['signing/KeySelectDialog.tsx', "import { formatInstant } from '@/contracts/format';"],
    ['reference/MinimumRates.tsx', "import { formatSum } from '@/contracts/format';"],
    ['pages/help/help-topics.ts', "import { CALL_CENTRE } from '@/layout/call-centre';"],
    // a room of each floor reaching up, or sideways to a room of its own floor
    ['identity/x.ts', "import { Layout } from '@/layout/Layout';"],
    ['contracts/x.ts', "import { Cabinet } from '@/pages/Cabinet';"],
    ['rating/x.ts', "import { ServiceGate } from '@/services/ServiceGate';"],
    ['documents/x.ts', "import { useSign } from '@/signing/SigningProvider';"],
    ['reference/x.ts', "import { RatingAverage } from '@/rating/RatingAverage';"],
    // the shared rooms import no feature, and the api none of them
    ['ui/x.ts', "import { DateInput } from '@/services/inputs';"],
    ['providers/x.ts', "import { editPath } from '@/contracts/x';"],
    ['i18n/x.ts', "import { formatSum } from '@/ui/format';"],
    ['api/x.ts', "import { authProvider } from '@/providers/authProvider';"],
    // a dynamic import is held as a static one
    ['contracts/x.ts', "const page = import('@/layout/Layout');"],
    // one import style
    ['contracts/x.ts', "import { api } from '../api/http';"],
    ['x.tsx', "import { Landing } from './pages/Landing';"],
    ['x.tsx', "const page = import('./pages/Landing');"],
    ['contracts/x.ts', "import { api } from '@/api/http.ts';"],
  ])('%s may not: %s', async (file, code) => {
    expect(await importErrors(file, code)).toHaveLength(1);
  });

  it.each([
    [
      'services/x.ts',
      "import { useSign } from '@/signing/SigningProvider';\nimport { formatSum } from '@/ui/format';\nimport { fieldErrors } from './terms-form';",
    ],
    [
      'layout/x.ts',
      "import { ActForSelect } from '@/identity/ActForSelect';\nimport { useIncomingCount } from '@/contracts/useIncomingCount';",
    ],
    ['services/real-estate/x.ts', "import { DateInput } from '@/services/inputs';"],
    ['ui/x.ts', "import { api } from '@/api/http';"],
    [
      'x.tsx',
      "import { ServiceGate } from '@/services/ServiceGate';\nconst page = import('@/contracts/ContractList');",
    ],
  ])('%s may import the rooms below it', async (file, code) => {
    expect(await importErrors(file, code)).toEqual([]);
  });

  // A folder that no floor names would be held by no rule: every room may not import the files above the floors.
  it.each(
    readdirSync(frontendSrc, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  )('%s/ stands on a floor', async (room) => {
    expect(await importErrors(`${room}/x.ts`, "import { routes } from '@/routes';")).toHaveLength(1);
  });
});
