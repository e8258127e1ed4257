import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Alert } from '@/components/ui/Alert';
import { Link } from '@/components/ui/Link';
import { loginToQuizMutation, submitQuizAnswersMutation } from '@/generated/api/occupational-safety';
import { PublicQuizMeta, QuizLoginMeta } from '@/generated/meta/occupational-safety';
import type { PublicQuiz, QuizSubmissionResult } from '@/generated/models';
import { ApiError } from '@/generated/runtime';
import { formatDateTime } from '@/lib/format';
import { failureText } from '@/lib/server-messages';
import { ChoiceQuestions } from '@/features/public/ChoiceQuestions';
import { PublicPage } from '@/features/public/PublicPage';
import { FieldList, FieldRow } from '@/features/records/FieldList';
import { quizHref } from './site-pages';
import { SmallForm } from '@/features/small-form/SmallForm';

/**
 * The public occupational-safety quiz (section 2, host-dependent routing): at the root of a
 * `munkavedelem…` host, under /dev/kviz on a local one. belepes.html takes the SAP code and birth
 * date, kitoltes.html shows the quiz and sends the answers, then the result.
 */
const SITE = 'Munkavédelmi kvíz';

const LOGIN_FAILED = 'A belépés nem sikerült: a szerver nem érhető el. Kérjük, próbálja újra később.';
const NO_OPEN_QUIZ = 'Ehhez a kódhoz most nincs kitölthető kvíz: a kitöltési időszak lezárult vagy még nem kezdődött el.';
const SEND_FAILED = 'A válaszok beküldése nem sikerült: a szerver nem érhető el. Kérjük, próbálja újra később. A megjelölt válaszok megmaradtak.';
const UNANSWERED = 'Kérjük, válasszon egy választ.';
const QUIZ_CLOSED = 'A kvíz kitöltési időszaka lezárult, válaszokat már nem fogadunk.';

// The quiz of the signed-in participant, in memory only (localStorage holds only the token and the logo flag).
const QUIZ_KEY = ['publicQuiz'] as const;

const loadLoginSchema = () => import('@/generated/validators/occupational-safety').then((m) => m.QuizLoginSchema);

/** The 1970 epoch is the 'no limit' default of the availability dates (section 9). */
const isSet = (value: string) => new Date(value).getTime() > 0;

export function isQuizOpen(quiz: Pick<PublicQuiz, 'available_from' | 'available_till'>, now = new Date()): boolean {
  if (isSet(quiz.available_from) && new Date(quiz.available_from) > now) return false;
  return !(isSet(quiz.available_till) && new Date(quiz.available_till) < now);
}

/** belepes.html: the participant's code and birth date. */
export function QuizLoginScreen({ base }: { base: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useSchemaForm(loadLoginSchema, { sap_code: '', birth_date: null }, { failureMessage: LOGIN_FAILED });
  const [closed, setClosed] = useState(false);
  const login = useMutation({
    ...loginToQuizMutation(),
    onSuccess: (quiz) => {
      queryClient.setQueryData(QUIZ_KEY, quiz);
      void router.navigate({ href: quizHref(base, '/kitoltes.html') });
    },
    onError: (error) => {
      const noQuiz = error instanceof ApiError && error.status === 404;
      setClosed(noQuiz);
      if (!noQuiz) form.showServerError(error);
    },
  });
  return (
    <PublicPage site={SITE} title="Belépés a kvízhez" narrow>
      <p>Adja meg a meghívóban kapott kódot (SAP kód) és a születési dátumát.</p>
      <SmallForm
        form={form}
        meta={QuizLoginMeta}
        fields={{ sap_code: { autoFocus: true, autoComplete: 'off' }, birth_date: {} }}
        messages={closed ? [NO_OPEN_QUIZ] : []}
        submitLabel="Belépés"
        isPending={login.isPending}
        onSubmit={(body) => {
          setClosed(false);
          login.mutate({ body });
        }}
      />
    </PublicPage>
  );
}

/** kitoltes.html: the quiz's questions, one answer each; after sending, the result. */
export function QuizFillScreen({ base }: { base: string }) {
  const { data: quiz } = useQuery({ queryKey: QUIZ_KEY, queryFn: () => null as PublicQuiz | null, staleTime: Infinity, gcTime: Infinity });
  if (!quiz) {
    return (
      <PublicPage site={SITE} title="Kvíz kitöltése" narrow>
        <Alert tone="info">A kvíz kitöltéséhez először lépjen be a kódjával és a születési dátumával.</Alert>
        <Link href={quizHref(base, '/belepes.html')}>Belépés a kvízhez</Link>
      </PublicPage>
    );
  }
  return <QuizForm key={quiz.id} quiz={quiz} base={base} />;
}

function QuizForm({ quiz, base }: { quiz: PublicQuiz; base: string }) {
  const [result, setResult] = useState<QuizSubmissionResult | null>(null);
  const submit = useMutation({ ...submitQuizAnswersMutation(), onSuccess: setResult });
  const open = isQuizOpen(quiz);
  const period = [quiz.available_from, quiz.available_till].map((value) => (isSet(value) ? formatDateTime(value) : '')).join(' – ');

  if (result) {
    const scored = result.correct_answers != null && result.question_count != null;
    return (
      <PublicPage site={SITE} title="A kvíz eredménye" narrow>
        <Alert tone={result.passed === false ? 'warning' : 'success'}>{result.detail}</Alert>
        {scored ? (
          <p className="quiz-score">
            Helyes válaszok: <strong>{result.correct_answers}</strong> / {result.question_count}
          </p>
        ) : null}
        {result.passed != null ? (
          <p>{result.passed ? 'Sikeresen teljesítette a kvízt.' : 'A kvíz most nem sikerült. Kérjük, forduljon a munkavédelmi felelőshöz.'}</p>
        ) : null}
        <Link href={quizHref(base, '/belepes.html')}>Vissza a belépéshez</Link>
      </PublicPage>
    );
  }

  return (
    <PublicPage site={SITE} title="Kvíz kitöltése">
      <FieldList value={quiz} meta={PublicQuizMeta} fields={['institution']} className="public-facts">
        {period.trim() !== '–' ? (
          <FieldRow label="Kitölthető" className="public-facts__row">
            {period}
          </FieldRow>
        ) : null}
      </FieldList>
      {!open ? <Alert tone="warning">{QUIZ_CLOSED}</Alert> : null}
      <ChoiceQuestions
        questions={quiz.questions}
        onSubmit={(choices) =>
          submit.mutate({ body: { quiz: quiz.id, responses: quiz.questions.map((question) => ({ question: question.id, answer: choices[question.id] ?? 0 })) } })
        }
        submitLabel="Válaszok beküldése"
        isPending={submit.isPending}
        isDisabled={!open}
        failure={submit.isError ? failureText(submit.error, SEND_FAILED) : null}
        unansweredText={UNANSWERED}
        emptyText="A kvíznek nincsenek kérdései."
      />
    </PublicPage>
  );
}
