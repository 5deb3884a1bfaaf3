import { startStandalone } from '../../federation/standalone.tsx';
import PublicArea from './PublicArea.tsx';

startStandalone(PublicArea);
