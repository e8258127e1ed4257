import { createFileRoute } from '@tanstack/react-router';
import { DiagnosticsPage } from '@/features/diagnostics/DiagnosticsPage';

export const Route = createFileRoute('/_signedIn/_shell/teszt.html')({
  component: DiagnosticsPage,
});
