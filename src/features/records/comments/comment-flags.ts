import { NewCommentMeta } from '@/generated/meta/shared';

export const LABELS = {
  content: NewCommentMeta.fields.content.label,
  important: NewCommentMeta.fields.important.label,
  school_should_reply: NewCommentMeta.fields.school_should_reply.label,
  waiting_for_attachment: NewCommentMeta.fields.waiting_for_attachment.label,
  private_comment: NewCommentMeta.fields.private_comment.label,
  attachment: NewCommentMeta.fields.attachment.label,
};

export type Flag = 'important' | 'school_should_reply' | 'waiting_for_attachment' | 'private_comment';
export const FLAGS: readonly Flag[] = ['important', 'school_should_reply', 'waiting_for_attachment', 'private_comment'];
