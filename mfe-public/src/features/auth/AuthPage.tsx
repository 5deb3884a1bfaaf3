import { meQuery } from '@camperdeel/client/me';
import { queryClient } from '@camperdeel/client/query-client';
import { pendingReturn, takeReturn } from '@camperdeel/client/session-return';
import type { Me } from '@camperdeel/client/session-store';
import { Loading } from '@camperdeel/ui/components/Spinner';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { AuthLayout } from './AuthLayout.tsx';
import { parseAuthSearch } from './auth-search.ts';
import {
  type AuthStep,
  initialStep,
  isRegisterStep,
  previousStep,
  registerProgress,
  STEP_HEADINGS,
} from './auth-steps.ts';
import { ConfirmationExpiredNotice, useEmailConfirmation } from './EmailConfirmation.tsx';
import {
  BasisgegevensStep,
  GezinsgegevensStep,
  LoginStep,
  NieuwWachtwoordStep,
  PersoonlijkeGegevensStep,
  preloadAuthForms,
  WachtwoordVergetenStep,
} from './lazy-steps.tsx';
import type { PersoonlijkeGegevens } from './PersoonlijkeGegevensStep.tsx';
import { postLoginPath } from './post-login-path.ts';
import { WelkomStep } from './WelkomStep.tsx';

// A visit that starts on a form step (a mail's reset or invitation link, the landing's 'registreren') starts
// loading the forms with this module, not after the first render found them missing.
if (typeof location !== 'undefined' && location.pathname.replace(/\/+$/, '') === '/auth') {
  const search = parseAuthSearch(Object.fromEntries(new URLSearchParams(location.search)));
  if (initialStep(search) !== 'welkom') void preloadAuthForms();
}

const NO_PERSONAL_DETAILS: PersoonlijkeGegevens = { beschrijving: '', telefoonnummer: '', huisdieren: '' };

/** `/auth`: welcome, login, the three registration steps and the password reset (docs/product/public.md#screens-spec-2, docs/product/public.md#states-spec-4). */
export default function AuthPage() {
  const rawSearch: Record<string, unknown> = useSearch({ strict: false });
  const { redirect, reset, uitnodiging, bevestig, stap } = parseAuthSearch(rawSearch);
  const navigate = useNavigate();
  const [step, setShownStep] = useState<AuthStep>(() =>
    initialStep({ reset, uitnodiging, stap, sessieVerlopen: pendingReturn() !== null }),
  );
  // The form steps load lazily (lazy-steps.tsx): as a transition, the current step stays on screen (heading and
  // all) until the next one can render, instead of an empty card for the moment its chunk takes.
  const setStep = (next: AuthStep) => startTransition(() => setShownStep(next));
  const [email, setEmail] = useState('');
  const [persoonlijk, setPersoonlijk] = useState(NO_PERSONAL_DETAILS);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // Focus follows the step, so a screen reader announces where the user now is.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  // Someone who is still logged in skips the welcome screen and goes where a login would take them. Decided by
  // the URL the visit started with: later steps (registration creates a session) must not re-trigger it.
  const arrival = useRef({ reset, uitnodiging, redirect, bevestig, step });
  useEffect(() => {
    // A mailed link is handled first (the confirmation below moves on by itself once it has succeeded).
    if (arrival.current.reset || arrival.current.uitnodiging || arrival.current.bevestig) return;
    let cancelled = false;
    void queryClient.fetchQuery(meQuery).then(
      (user) => {
        if (!cancelled && user && shownStep.current === arrival.current.step) {
          void navigate({ to: postLoginPath(user, arrival.current.redirect), replace: true });
        }
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [navigate]);

  // `/auth?bevestig=<token>`: confirm the e-mail, then continue where a signed-in visitor would go (the token
  // leaves the address bar either way, so a reload does not spend it again).
  const confirmation = useEmailConfirmation(arrival.current.bevestig, () => {
    // The confirmation may have started a session: ask again rather than trust the page's cached answer.
    void queryClient.fetchQuery({ ...meQuery, staleTime: 0 }).then(
      (user) => {
        if (user) void navigate({ to: postLoginPath(user, redirect), replace: true });
        else void navigate({ to: '/auth', search: redirect ? { redirect } : {}, replace: true });
      },
      () => void navigate({ to: '/auth', search: redirect ? { redirect } : {}, replace: true }),
    );
  });

  const back = () => setStep(previousStep(step) ?? 'welkom');
  const goAfterLogin = (user: Me) => void navigate({ href: postLoginPath(user, redirect, takeReturn()) });
  const leaveResetLink = () => {
    setStep('inloggen');
    void navigate({ to: '/auth', search: redirect ? { redirect } : {}, replace: true });
  };

  return (
    <AuthLayout
      heading={STEP_HEADINGS[step]}
      headingRef={headingRef}
      eyebrow={isRegisterStep(step) ? registerProgress(step) : undefined}
    >
      {confirmation === 'verlopen' && bevestig ? <ConfirmationExpiredNotice token={bevestig} /> : null}
      {/* Shown only when the page opens on a form step (a mail link): a step switch keeps the current step. */}
      <Suspense fallback={<Loading />}>
        {step === 'welkom' ? (
          <WelkomStep
            onLogin={() => setStep('inloggen')}
            onRegister={() => setStep('basisgegevens')}
            onIntent={preloadAuthForms}
          />
        ) : step === 'inloggen' ? (
          <LoginStep
            email={email}
            onEmailChange={setEmail}
            onForgotPassword={() => setStep('wachtwoord-vergeten')}
            onBack={back}
            onLoggedIn={goAfterLogin}
          />
        ) : step === 'basisgegevens' ? (
          <BasisgegevensStep
            email={email}
            onEmailChange={setEmail}
            onBack={back}
            onRegistered={() => setStep('persoonlijke-gegevens')}
          />
        ) : step === 'persoonlijke-gegevens' ? (
          <PersoonlijkeGegevensStep
            initial={persoonlijk}
            onNext={(values) => {
              setPersoonlijk(values);
              setStep('gezinsgegevens');
            }}
          />
        ) : step === 'gezinsgegevens' ? (
          <GezinsgegevensStep
            persoonlijk={persoonlijk}
            onBack={back}
            onSaved={() => void navigate({ to: '/dashboard' })}
          />
        ) : step === 'wachtwoord-vergeten' ? (
          <WachtwoordVergetenStep
            email={email}
            onEmailChange={setEmail}
            onBack={back}
            onSent={() => setStep('inloggen')}
          />
        ) : step === 'uitnodiging' ? (
          <NieuwWachtwoordStep
            token={uitnodiging ?? ''}
            soort="uitnodiging"
            onBack={leaveResetLink}
            onChanged={leaveResetLink}
          />
        ) : (
          <NieuwWachtwoordStep token={reset ?? ''} onBack={leaveResetLink} onChanged={leaveResetLink} />
        )}
      </Suspense>
    </AuthLayout>
  );
}
