import { createSecretKey } from 'node:crypto';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { RegistriesModule } from '../registries/registries.module.js';
import { SigningModule } from '../signing/signing.module.js';
import { ApiKeys } from './api-keys/api-keys.js';
import { ApiKeysController } from './api-keys/api-keys.controller.js';
import { Representatives } from './representatives/representatives.js';
import { RepresentativesController } from './representatives/representatives.controller.js';
import { AuthController } from './sign-in/auth.controller.js';
import { BackdoorController } from './backdoor/backdoor.controller.js';
import { BackdoorService } from './backdoor/backdoor.service.js';
import { EmployeesController } from './employees/employees.controller.js';
import { EmployeesService } from './employees/employees.service.js';
import { AuthGuard } from './sessions/auth.guard.js';
import { AuthService } from './sign-in/auth.service.js';
import { PhoneController } from './phone/phone.controller.js';
import { PhoneService } from './phone/phone.service.js';
import { Sessions } from './sessions/sessions.js';
import { StaffAccounts } from './staff/staff-accounts.js';
import { StaffAccountsController } from './staff/staff-accounts.controller.js';
import { StaffAudit } from './staff/staff-audit.js';
import { StaffAuditController } from './staff/staff-audit.controller.js';
import { StaffRoles } from './staff/staff-roles.js';
import { StaffRolesController } from './staff/staff-roles.controller.js';
import { ThirdPartyController } from './sign-in/third-party.controller.js';
import { ThirdPartySignIn } from './sign-in/third-party-sign-in.js';
import { OneTimeCodes } from './sign-in/one-time-codes.js';
import { User } from './user.entity.js';

@Module({
  imports: [
    RegistriesModule,
    SigningModule,
    TypeOrmModule.forFeature([User]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        // A key object made once: given a string, jsonwebtoken first tries it as a public key (an exception)
        // on every verification, about 1 ms of CPU per signed-in request.
        secret: createSecretKey(Buffer.from(config.JWT_SECRET)),
        signOptions: { algorithm: 'HS256', expiresIn: config.JWT_TTL_SECONDS },
      }),
    }),
  ],
  controllers: [
    AuthController,
    BackdoorController,
    PhoneController,
    ThirdPartyController,
    EmployeesController,
    StaffAuditController,
    StaffAccountsController,
    StaffRolesController,
    ApiKeysController,
    RepresentativesController,
  ],
  providers: [
    ApiKeys,
    Representatives,
    AuthService,
    BackdoorService,
    PhoneService,
    ThirdPartySignIn,
    EmployeesService,
    OneTimeCodes,
    Sessions,
    StaffAudit,
    StaffAccounts,
    StaffRoles,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [PhoneService, EmployeesService],
})
export class IdentityModule {}
