export {
  SessionUserSchema,
  UsersCountSchema as UserCountSchema,
  type LoginBody as LoginCredentials,
  type RegisterBody as RegistrationBody,
  type SessionUser,
} from '@sillage/shared-types';
