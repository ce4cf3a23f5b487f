import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';

// The boundaries of DESIGN.md are lint rules; these cases prove each rule fires (and lets the allowed through).
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

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
describe('backend rooms', () => {
  // A sample file that does not exist has no type information; the rooms rule needs none.
  const sampleLint = new ESLint({ cwd: root, overrideConfig: { languageOptions: { parserOptions: { projectService: false } }, rules: { '@typescript-eslint/no-floating-promises': 'off' } } });
  const ROOM_RULES = new Set(['no-restricted-imports', 'rooms/only-listed']);

  async function roomErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await sampleLint.lintText(code, { filePath: `${root}/${filePath}` });
    expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
    return result!.messages.filter((m) => ROOM_RULES.has(m.ruleId ?? '')).map((m) => m.message);
  }

  it.each([
    ['a shared room imports no feature', 'backend/src/http/x.ts', "import { IdentityModule } from '../identity/identity.module.js';"],
    ['a shared room imports no feature', 'backend/src/database/x.ts', "import { Identity1767000003000 } from '../identity/identity.migration.js';"],
    ['a shared room imports no feature', 'backend/src/redis/x.ts', "import { JobsModule } from '../jobs/jobs.module.js';"],
    ['a shared room imports only those below it', 'backend/src/event-store/x.ts', "import { ApiErrorFilter } from '../http/api-error.filter.js';"],
    ['a shared room does not import the app', 'backend/src/database/x.ts', "import { migrations } from '../migrations.js';"],
    ['a feature imports only the features listed for it', 'backend/src/registries/x.ts', "import { Sessions } from '../identity/sessions/sessions.js';"],
    ['a feature imports only the features listed for it', 'backend/src/registries/x.ts', "import { demoTaxpayers } from '../seed/demo-data.js';"],
    ['a feature imports only the features listed for it', 'backend/src/registries/x.ts', "import { jobIds } from '../jobs/job-registry.js';"],
    ['a feature imports only the features listed for it', 'backend/src/sms/x.ts', "import { IdentityModule } from '../identity/identity.module.js';"],
    ['a feature imports only the features listed for it', 'backend/src/identity/x.ts', "import { ContractStream } from '../contracts/contract-stream.js';"],
    ['a feature does not import the app', 'backend/src/contracts/x.ts', "import { AppModule } from '../app.module.js';"],
    ['a feature sub-folder too', 'backend/src/identity/sign-in/x.ts', "import { ContractStream } from '../../contracts/contract-stream.js';"],
    ['a new folder is given its place', 'backend/src/newroom/x.ts', "import { Public } from '../http/principal.js';"],
    ['nothing climbs three folders', 'backend/src/identity/sign-in/x.ts', "import { x } from '../../../x.js';"],
  ])('%s: %s, %s', async (_rule, file, code) => {
    expect(await roomErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['backend/src/contracts/x.ts', "import { Public } from '../http/principal.js';\nimport { EmployeesService } from '../identity/employees/employees.service.js';\nimport { SigningService } from '../signing/signing.service.js';"],
    ['backend/src/http/x.ts', "import { WrongExpectedVersionError } from '../event-store/event-store.port.js';\nimport { ServiceUnavailableError } from '../errors/service-unavailable.error.js';"],
    ['backend/src/identity/sign-in/x.ts', "import { ZodPipe } from '../../http/zod-body.pipe.js';\nimport { SmsService } from '../../sms/sms.service.js';\nimport { Sessions } from '../sessions/sessions.js';"],
    ['backend/src/cli/x.ts', "import { dataSourceOptions } from '../data-source-options.js';\nimport { generateRegister } from '../seed/register-generation.js';"],
    ['backend/src/app.module.ts', "import { ContractsModule } from './contracts/contracts.module.js';"],
  ])('%s may import what its room lists', async (file, code) => {
    expect(await roomErrors(file, code)).toEqual([]);
  });
});
