import { lazyNamed } from '../../../../federation/lazy-page.tsx';

const load = () => import('./auth-forms.ts');

/** The form steps of /auth, each rendering from the one lazily loaded chunk of auth-forms.ts. */
export const LoginStep = lazyNamed(load, 'LoginStep');
export const BasisgegevensStep = lazyNamed(load, 'BasisgegevensStep');
export const PersoonlijkeGegevensStep = lazyNamed(load, 'PersoonlijkeGegevensStep');
export const GezinsgegevensStep = lazyNamed(load, 'GezinsgegevensStep');
export const WachtwoordVergetenStep = lazyNamed(load, 'WachtwoordVergetenStep');
export const NieuwWachtwoordStep = lazyNamed(load, 'NieuwWachtwoordStep');

const STEPS = [
  LoginStep,
  BasisgegevensStep,
  PersoonlijkeGegevensStep,
  GezinsgegevensStep,
  WachtwoordVergetenStep,
  NieuwWachtwoordStep,
];

/**
 * Starts loading the form steps (on a visitor's intent: a pointer over, a touch on or focus on a welcome button),
 * so a step switch finds its component ready and renders at once.
 */
export async function preloadAuthForms(): Promise<void> {
  await Promise.all(STEPS.map((step) => step.preload()));
}
