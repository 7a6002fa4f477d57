export { FeedbackForm } from './feedback-form.js';
