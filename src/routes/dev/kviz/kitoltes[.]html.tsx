import { createFileRoute } from '@tanstack/react-router';
import { DEV_QUIZ_PREFIX } from '@/config/host-routing';
import { QuizFillScreen } from '@/sections/office/public/quiz-site';

/** The public quiz's form under /dev/kviz on a local host (section 2); a quiz host serves it at its root. */
export const Route = createFileRoute('/dev/kviz/kitoltes.html')({
  component: () => <QuizFillScreen base={DEV_QUIZ_PREFIX} />,
});
