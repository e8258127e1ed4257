import { createFileRoute } from '@tanstack/react-router';
import { DEV_QUIZ_PREFIX } from '@/config/host-routing';
import { QuizLoginScreen } from '@/sections/office/public/quiz-site';

/** The public quiz's sign-in on a local host (section 2, host-dependent routing). */
export const Route = createFileRoute('/dev/kviz/belepes.html')({
  component: () => <QuizLoginScreen base={DEV_QUIZ_PREFIX} />,
});
