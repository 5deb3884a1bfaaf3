/**
 * Every /auth step after the welcome screen, loaded as one chunk when the visitor is about to need it: their forms
 * bring zod, react-hook-form and the shared schemas (about 30 KB gzip), which the welcome screen (the first screen
 * of nearly every visit) does without. One chunk, not one per step, so the registration's next step is already
 * there (docs/decisions/0050-web-bytes.md).
 */
export { BasisgegevensStep } from './BasisgegevensStep.tsx';
export { GezinsgegevensStep } from './GezinsgegevensStep.tsx';
export { LoginStep } from './LoginStep.tsx';
export { NieuwWachtwoordStep } from './NieuwWachtwoordStep.tsx';
export { PersoonlijkeGegevensStep } from './PersoonlijkeGegevensStep.tsx';
export { WachtwoordVergetenStep } from './WachtwoordVergetenStep.tsx';
