import { LANDING_CAMPERS_SLOT } from '@camperdeel/rules/landing-campers';

// The landing page markup (docs/product/public.md#screens-spec-2), shared by the static landing.html and the in-app Landing component. The slot
// under the hero is filled with the available campers by the server (bff/src/web/landing-page.ts) or, in the app,
// by Landing.tsx.
export const landingMarkup = `
<main class="landing-page">
<div class="landing">
  <svg class="landing-hero" viewBox="0 0 1600 1000" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
    <defs>
      <linearGradient id="landing-sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#183b50" />
        <stop offset="0.45" stop-color="#4f7f98" />
        <stop offset="0.75" stop-color="#efa172" />
        <stop offset="1" stop-color="#f6c6a6" />
      </linearGradient>
      <radialGradient id="landing-sun" cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stop-color="#fff4dc" />
        <stop offset="0.35" stop-color="#fbe4d4" stop-opacity="0.9" />
        <stop offset="1" stop-color="#fbe4d4" stop-opacity="0" />
      </radialGradient>
      <linearGradient id="landing-lake" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#e9b48f" />
        <stop offset="1" stop-color="#3f6f86" />
      </linearGradient>
    </defs>
    <rect width="1600" height="1000" fill="url(#landing-sky)" />
    <circle cx="1040" cy="610" r="260" fill="url(#landing-sun)" />
    <circle cx="1040" cy="610" r="70" fill="#fff1d6" />
    <path d="M0 640 L170 470 L300 560 L470 360 L640 560 L760 470 L930 600 L1090 420 L1250 560 L1400 440 L1600 600 L1600 1000 L0 1000 Z" fill="#7c8fa0" opacity="0.75" />
    <path d="M470 360 L520 420 L490 412 L455 440 L430 400 Z M1090 420 L1135 475 L1105 468 L1080 490 L1060 455 Z" fill="#fbf8f2" opacity="0.8" />
    <path d="M0 700 L140 600 L260 660 L420 560 L560 650 L700 590 L860 680 L1000 610 L1160 690 L1320 600 L1460 660 L1600 620 L1600 1000 L0 1000 Z" fill="#3a7553" />
    <rect y="728" width="1600" height="60" fill="url(#landing-lake)" opacity="0.85" />
    <path d="M0 770 C 300 740, 600 800, 900 770 S 1400 740, 1600 780 L1600 1000 L0 1000 Z" fill="#244c37" />
    <path d="M560 1000 C 700 900, 820 840, 1010 790 L1040 790 C 930 850, 880 920, 900 1000 Z" fill="#c9ad78" opacity="0.9" />
    <path d="M735 1000 C 800 920, 880 860, 1024 795" stroke="#fbf8f2" stroke-width="5" stroke-dasharray="22 18" fill="none" opacity="0.7" />
    <g fill="#162f23">
      <path d="M90 860 l40 -150 l40 150 Z M60 900 l55 -190 l55 190 Z" />
      <path d="M1380 850 l38 -140 l38 140 Z M1440 890 l50 -200 l50 200 Z M1520 870 l35 -130 l35 130 Z" />
      <path d="M300 830 l26 -100 l26 100 Z M260 860 l30 -110 l30 110 Z" />
    </g>
    <g transform="translate(896 738)">
      <rect x="0" y="0" width="96" height="44" rx="9" fill="#fbf8f2" />
      <path d="M96 10 L118 10 L130 30 L130 44 L96 44 Z" fill="#ebdfc6" />
      <path d="M100 14 L116 14 L124 28 L100 28 Z" fill="#4f7f98" />
      <rect x="10" y="10" width="22" height="14" rx="3" fill="#4f7f98" />
      <rect x="40" y="10" width="22" height="14" rx="3" fill="#4f7f98" />
      <rect x="0" y="30" width="130" height="5" fill="#3a7553" />
      <circle cx="26" cy="46" r="9" fill="#1d3d2d" />
      <circle cx="104" cy="46" r="9" fill="#1d3d2d" />
      <circle cx="26" cy="46" r="3.5" fill="#ebdfc6" />
      <circle cx="104" cy="46" r="3.5" fill="#ebdfc6" />
    </g>
  </svg>
  <div class="landing-shade"></div>
  <div class="landing-content">
    <h1 class="landing-wordmark">Camperdeel</h1>
    <p class="landing-tagline">slim beleven</p>
    <nav class="landing-actions" aria-label="Kies je route">
      <a class="landing-button" href="/auth?redirect=dashboard">een camper vinden</a>
      <a class="landing-button" href="/auth?redirect=mijn-camper">naar mijn camper</a>
    </nav>
  </div>
  <a class="landing-admin" href="/admin">admin</a>
</div>
${LANDING_CAMPERS_SLOT}
</main>
`;
