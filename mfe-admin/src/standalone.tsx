import { startStandalone } from '../../federation/standalone.tsx';
import AdminArea from './AdminArea.tsx';

startStandalone(AdminArea);
