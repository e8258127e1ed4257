import { DEV_QUIZ_PREFIX } from '@/config/host-routing';
import { defineSpecialScreen, noParams, noSearch } from '@/features/special-screens/special-screen';
import { QuizFillScreen, QuizLoginScreen } from './quiz-site';

// The public quiz under /dev/kviz on a local host (section 2, host-dependent routing); a quiz host
// serves the same screens at its root through the public router.

export const devQuizLogin = defineSpecialScreen({ params: noParams, search: noSearch, Component: () => <QuizLoginScreen base={DEV_QUIZ_PREFIX} /> });

export const devQuizFill = defineSpecialScreen({ params: noParams, search: noSearch, Component: () => <QuizFillScreen base={DEV_QUIZ_PREFIX} /> });
