import { createFileRoute } from '@tanstack/react-router';
import { DEV_QUIZ_PREFIX } from '@/config/host-routing';
import { QuizFillScreen } from '@/sections/office/public/quiz-site';

/** The public quiz's fill screen on a local host (section 2, host-dependent routing). */
export const Route = createFileRoute('/dev/kviz/kitoltes.html')({
  component: () => <QuizFillScreen base={DEV_QUIZ_PREFIX} />,
});
