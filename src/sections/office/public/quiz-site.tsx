import { useState } from 'react';
import { loginToQuizMutation, submitQuizAnswersMutation } from '@/generated/api/occupational-safety';
import { PublicQuizMeta, QuizLoginMeta } from '@/generated/meta/occupational-safety';
import type { PublicQuiz, QuizSubmissionResult } from '@/generated/models';
import { formatDateTime } from '@/lib/format';
import { ChoiceQuestions } from '@/features/public/ChoiceQuestions';
import { PublicPage, SIGN_IN_FAILED } from '@/features/public/PublicPage';
import { useRememberAndOpen, useRemembered } from '@/features/public/remembered';
import { FieldList, FieldRow } from '@/features/records/FieldList';
import { quizHref } from './site-pages';
import { SmallForm } from '@/features/small-form/SmallForm';
import { useFormCall } from '@/features/small-form/use-form-call';

/**
 * The public occupational-safety quiz (section 2, host-dependent routing): at the root of a
 * `munkavedelem…` host, under /dev/kviz on a local one. belepes.html takes the SAP code and birth
 * date, kitoltes.html shows the quiz and sends the answers, then the result.
 */
const SITE = 'Munkavédelmi kvíz';

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

/** belepes.html: the participant's code and birth date; a code with no quiz open now (404) is said so. */
export function QuizLoginScreen({ base }: { base: string }) {
  const open = useRememberAndOpen();
  const login = useFormCall(
    loadLoginSchema,
    { sap_code: '', birth_date: null },
    {
      mutation: loginToQuizMutation(),
      variables: (body) => ({ body }),
      failure: SIGN_IN_FAILED,
      notFound: NO_OPEN_QUIZ,
      onDone: (quiz) => open(QUIZ_KEY, quiz, quizHref(base, '/kitoltes.html')),
    },
  );
  return (
    <PublicPage site={SITE} title="Belépés a kvízhez" narrow>
      <p>Adja meg a meghívóban kapott kódot (SAP kód) és a születési dátumát.</p>
      <SmallForm {...login} meta={QuizLoginMeta} fields={{ sap_code: { autoFocus: true, autoComplete: 'off' }, birth_date: {} }} submitLabel="Belépés" />
    </PublicPage>
  );
}

/** kitoltes.html: the quiz's questions, one answer each; after sending, the result. */
export function QuizFillScreen({ base }: { base: string }) {
  const quiz = useRemembered<PublicQuiz>(QUIZ_KEY);
  if (quiz) return <QuizForm key={quiz.id} quiz={quiz} base={base} />;
  return (
    <PublicPage
      site={SITE}
      title="Kvíz kitöltése"
      narrow
      notice={{ tone: 'info', text: 'A kvíz kitöltéséhez először lépjen be a kódjával és a születési dátumával.' }}
      links={[{ text: 'Belépés a kvízhez', href: quizHref(base, '/belepes.html') }]}
    />
  );
}

function QuizForm({ quiz, base }: { quiz: PublicQuiz; base: string }) {
  const [result, setResult] = useState<QuizSubmissionResult | null>(null);
  const open = isQuizOpen(quiz);
  const period = [quiz.available_from, quiz.available_till].map((value) => (isSet(value) ? formatDateTime(value) : '')).join(' – ');

  if (result) {
    const scored = result.correct_answers != null && result.question_count != null;
    return (
      <PublicPage
        site={SITE}
        title="A kvíz eredménye"
        narrow
        notice={{ tone: result.passed === false ? 'warning' : 'success', text: result.detail }}
        links={[{ text: 'Vissza a belépéshez', href: quizHref(base, '/belepes.html') }]}
      >
        {scored ? (
          <p className="quiz-score">
            Helyes válaszok: <strong>{result.correct_answers}</strong> / {result.question_count}
          </p>
        ) : null}
        {result.passed != null ? (
          <p>{result.passed ? 'Sikeresen teljesítette a kvízt.' : 'A kvíz most nem sikerült. Kérjük, forduljon a munkavédelmi felelőshöz.'}</p>
        ) : null}
      </PublicPage>
    );
  }

  return (
    <PublicPage site={SITE} title="Kvíz kitöltése" notice={open ? undefined : { tone: 'warning', text: QUIZ_CLOSED }}>
      <FieldList value={quiz} meta={PublicQuizMeta} fields={['institution']} className="public-facts">
        {period.trim() !== '–' ? (
          <FieldRow label="Kitölthető" className="public-facts__row">
            {period}
          </FieldRow>
        ) : null}
      </FieldList>
      <ChoiceQuestions
        questions={quiz.questions}
        mutation={submitQuizAnswersMutation()}
        variables={(choices) => ({
          body: { quiz: quiz.id, responses: quiz.questions.map((question) => ({ question: question.id, answer: choices[question.id] ?? 0 })) },
        })}
        onDone={setResult}
        submitLabel="Válaszok beküldése"
        isDisabled={!open}
        failure={SEND_FAILED}
        unansweredText={UNANSWERED}
        emptyText="A kvíznek nincsenek kérdései."
      />
    </PublicPage>
  );
}
