import { DEV_QUIZ_PREFIX } from '@/config/host-routing';
import { publicScreen } from '@/features/public/public-screen';
import { QuizFillScreen, QuizLoginScreen } from './quiz-site';

// The public quiz under /dev/kviz on a local host (section 2, host-dependent routing); a quiz host
// serves the same screens at its root through the public router.

export const devQuizLogin = publicScreen(QuizLoginScreen, DEV_QUIZ_PREFIX);
export const devQuizFill = publicScreen(QuizFillScreen, DEV_QUIZ_PREFIX);
