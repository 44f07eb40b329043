/** The yardstick: a bare Elysia hello-world on the same machine, in the same run (bench/api.ts). */
import { Elysia } from 'elysia'

new Elysia().get('/', () => ({ hello: 'world' })).listen({ port: Number(process.env.PORT), hostname: '127.0.0.1', reusePort: false })
