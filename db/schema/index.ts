export * from './customers.ts'
export * from './sessions.ts'
