/** The screens of `/auth` (docs/product/public.md#screens-spec-2, docs/product/public.md#states-spec-4: welcome → basic data → personal → family → dashboard). */
export type AuthStep =
  | 'welkom'
  | 'inloggen'
  | 'basisgegevens'
  | 'persoonlijke-gegevens'
  | 'gezinsgegevens'
  | 'wachtwoord-vergeten'
  | 'nieuw-wachtwoord'
  | 'uitnodiging';

/** The heading of each step; focus moves to it whenever the step changes. */
export const STEP_HEADINGS: Record<AuthStep, string> = {
  welkom: 'Welkom bij Camperdeel',
  inloggen: 'Inloggen',
  basisgegevens: 'Basisgegevens',
  'persoonlijke-gegevens': 'Persoonlijke gegevens',
  gezinsgegevens: 'Gezinsgegevens',
  'wachtwoord-vergeten': 'Wachtwoord vergeten',
  'nieuw-wachtwoord': 'Nieuw wachtwoord kiezen',
  uitnodiging: 'Welkom! Kies je wachtwoord',
};

export const REGISTER_STEPS = ['basisgegevens', 'persoonlijke-gegevens', 'gezinsgegevens'] as const;
export type RegisterStep = (typeof REGISTER_STEPS)[number];

export function isRegisterStep(step: AuthStep): step is RegisterStep {
  return (REGISTER_STEPS as readonly string[]).includes(step);
}

/** "Stap 2 van 3" for a registration step. */
export function registerProgress(step: RegisterStep): string {
  return `Stap ${REGISTER_STEPS.indexOf(step) + 1} van ${REGISTER_STEPS.length}`;
}

/** A reset link opens the new-password form, an invitation link the first-password form; else the welcome screen. */
export function initialStep(search: {
  reset?: string;
  uitnodiging?: string;
  stap?: 'registreren';
  /** A session just ended: straight to the login form. */
  sessieVerlopen?: boolean;
}): AuthStep {
  if (search.uitnodiging) return 'uitnodiging';
  if (search.reset) return 'nieuw-wachtwoord';
  if (search.stap === 'registreren') return 'basisgegevens';
  return search.sessieVerlopen ? 'inloggen' : 'welkom';
}

/**
 * Where "Terug" leads. Once step 1 has created the account there is no way back into it: steps 2 and 3
 * only edit the profile, so going back from step 2 is not offered (null).
 */
export function previousStep(step: AuthStep): AuthStep | null {
  switch (step) {
    case 'inloggen':
    case 'basisgegevens':
    case 'nieuw-wachtwoord':
    case 'uitnodiging':
      return 'welkom';
    case 'wachtwoord-vergeten':
      return 'inloggen';
    case 'gezinsgegevens':
      return 'persoonlijke-gegevens';
    default:
      return null;
  }
}
