import type { DataSourceOptions } from 'typeorm';
import { readModelEntities } from '@rent/projections';
import { User } from './identity/user.entity.js';
import { Taxpayer } from './registries/taxpayer.entity.js';
import { Individual } from './registries/individual.entity.js';
import { CadastralObject } from './registries/cadastral-object.entity.js';
import { Student } from './registries/student.entity.js';
import { Vehicle } from './registries/vehicle.entity.js';
import { ListenedClient } from './database/listened-client.js';
import { migrations } from './migrations.js';

/**
 * Every table the backend owns, listed explicitly (no globs: the build is ESM and bundler-friendly). It names
 * each feature's tables, so it stands above the features, not in database/.
 */
export const entities = [...readModelEntities, User, Taxpayer, Individual, CadastralObject, Student, Vehicle];

export const dataSourceOptions = (databaseUrl: string): DataSourceOptions => ({
  type: 'postgres',
  url: databaseUrl,
  entities,
  migrations,
  migrationsRun: true,
  migrationsTransactionMode: 'each',
  logging: false,
  // pg-pool takes its client class from here: every connection TypeORM holds is listened to.
  extra: { max: 10, Client: ListenedClient },
});
