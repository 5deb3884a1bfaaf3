import { createContext, useContext } from 'react';
import type { OwnerIdentity } from '../features/owner-shell/owner-guard.ts';

/** The owner the guard let in; provided by OwnerAreaPage around every owner page. */
export const OwnerContext = createContext<OwnerIdentity | null>(null);

export function useOwner(): OwnerIdentity {
  const owner = useContext(OwnerContext);
  if (!owner) throw new Error('useOwner buiten de eigenaarspagina');
  return owner;
}
