import { useStore } from '@nanostores/react';
import { hasAnyPermission, type Permission } from '../../../content-engine/shared/permissions.ts';
import { $user } from './session.ts';

/** Whether the signed-in user holds one of `permissions` (the UI hides; the engine refuses). */
export function useHasPermission(permissions: Permission[]): boolean {
  return hasAnyPermission(useStore($user), permissions);
}
