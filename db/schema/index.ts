export * from './auth-failures.ts'
export * from './customers.ts'
export * from './sessions.ts'
