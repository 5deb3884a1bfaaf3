import { startStandalone } from '@camperdeel/client/standalone';
import PublicArea from './PublicArea.tsx';

startStandalone(PublicArea);
