import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { Form } from 'react-aria-components';
import type * as v from 'valibot';
import { FormErrors } from '@/components/form/FormErrors';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { FileField } from '@/components/ui/FileField';
import { TextField } from '@/components/ui/TextField';
import type { Comment, NewComment } from '@/generated/models';
import { NewCommentSchema } from '@/generated/validators/shared';
import { toast } from '@/lib/toasts';
import type { MutationFactory, RecordPath } from '../types';
import { FLAGS, LABELS, type Flag } from './comment-flags';

interface CommentFormProps {
  recordId: number;
  add: MutationFactory<Comment, RecordPath & { body: NewComment }>;
  isDistrictUser: boolean;
  allowAttachment: boolean;
  onSaved: () => void;
}

const EMPTY_COMMENT = {
  content: '',
  important: false,
  school_should_reply: false,
  waiting_for_attachment: false,
  private_comment: false,
  // No file is no part at all: the call takes a file or nothing, never null.
  attachment: undefined,
};

export function CommentForm({ recordId, add, isDistrictUser, allowAttachment, onSaved }: CommentFormProps) {
  const form = useSchemaForm(NewCommentSchema, EMPTY_COMMENT);
  // The pending state reaches the button only on the next render; this stops a second click before it.
  const sending = useRef(false);
  const save = useMutation({
    ...add(),
    onSuccess: () => {
      toast.success('A megjegyzés elmentve.');
      onSaved();
    },
    onError: form.showServerError,
    onSettled: () => {
      sending.current = false;
    },
  });

  const flag = (name: Flag) => form.values[name] === true;
  // The district-level comment and the two requests to the school exclude each other.
  const setPrivate = (selected: boolean) => {
    form.setValue('private_comment', selected);
    if (selected) {
      form.setValue('school_should_reply', false);
      form.setValue('waiting_for_attachment', false);
    }
  };
  const setSchoolRequest = (name: 'school_should_reply' | 'waiting_for_attachment') => (selected: boolean) => {
    form.setValue(name, selected);
    if (selected) form.setValue('private_comment', false);
  };

  const send = (values: v.InferOutput<typeof NewCommentSchema>) => {
    if (sending.current) return;
    sending.current = true;
    const attachment = allowAttachment ? values.attachment : undefined;
    save.mutate({
      path: { id: recordId },
      body: {
        content: values.content,
        important: values.important === true,
        school_should_reply: isDistrictUser && values.school_should_reply === true,
        waiting_for_attachment: isDistrictUser && values.waiting_for_attachment === true,
        private_comment: isDistrictUser && values.private_comment === true,
        ...(attachment ? { attachment } : {}),
      },
    });
  };

  const flagErrors = FLAGS.map((name) => form.errorFor(name)).filter((m): m is string => Boolean(m));
  const attachment = form.values.attachment instanceof File ? form.values.attachment : null;

  return (
    <Form onSubmit={(event) => form.handleSubmit(send)(event)} validationBehavior="aria" className="form comments-panel__form">
      <FormErrors messages={[...form.generalErrors, ...flagErrors]} />
      <TextField label={LABELS.content} rows={5} isRequired {...form.textField('content')} />
      <div className="comments-panel__flags-input">
        <Checkbox isSelected={flag('important')} onChange={(selected) => form.setValue('important', selected)}>
          {LABELS.important}
        </Checkbox>
        {isDistrictUser ? (
          <>
            <Checkbox isSelected={flag('school_should_reply')} onChange={setSchoolRequest('school_should_reply')}>
              {LABELS.school_should_reply}
            </Checkbox>
            <Checkbox isSelected={flag('waiting_for_attachment')} onChange={setSchoolRequest('waiting_for_attachment')}>
              {LABELS.waiting_for_attachment}
            </Checkbox>
            <Checkbox isSelected={flag('private_comment')} onChange={setPrivate}>
              {LABELS.private_comment}
            </Checkbox>
          </>
        ) : null}
      </div>
      {allowAttachment ? (
        <FileField
          label={LABELS.attachment}
          file={attachment}
          onChange={(file) => form.setValue('attachment', file ?? undefined)}
          errorMessage={form.errorFor('attachment')}
        />
      ) : null}
      <div>
        <Button type="submit" isPending={save.isPending}>
          Megjegyzés küldése
        </Button>
      </div>
    </Form>
  );
}
