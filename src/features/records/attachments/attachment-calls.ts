import type { Attachment, NewAttachment } from '@/generated/models';
import type { MutationFactory, RecordPath } from '../types';

/** The record's attachment calls the panel and its dialogs take. */
export type UploadAttachment = MutationFactory<Attachment, RecordPath & { body: NewAttachment }>;
export type RemoveAttachment = MutationFactory<Attachment, RecordPath & { body: { attachment_id: number } }>;
