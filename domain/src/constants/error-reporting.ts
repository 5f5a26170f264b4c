/* Error-reporting settings of docs/product §9; which events are sent is telemetry/should-report-error.ts. */

/** No performance traces are sampled: error reporting only. */
export const ERROR_REPORTING_TRACES_SAMPLE_RATE = 0;

/** Environment name attached to every reported error. */
export const ERROR_REPORTING_ENVIRONMENT = 'production';
