import { startStandalone } from '@camperdeel/client/standalone';
import OwnerArea from './OwnerArea.tsx';

startStandalone(OwnerArea);
