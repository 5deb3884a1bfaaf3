// Standalone page of this remote (isolated development); the async boundary lets MF provide the shared modules.
import('./standalone');
