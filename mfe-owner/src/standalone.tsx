import { startStandalone } from '../../federation/standalone.tsx';
import OwnerArea from './OwnerArea.tsx';

startStandalone(OwnerArea);
