import { sql, type Kysely } from 'kysely';

/** Users, sessions, jobs, custom settings and the saved application config. */
export const initialSchema = {
  async up(db: Kysely<any>): Promise<void> {
    await sql`
      create table users (
        id uuid primary key default gen_random_uuid(),
        email text not null,
        password_hash text not null,
        "group" text not null check ("group" in ('admin', 'user')),
        notify boolean not null default false,
        reset_token_hash text,
        reset_expires_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`create unique index users_email_idx on users (lower(email))`.execute(db);
    await sql`create unique index users_reset_token_hash_idx on users (reset_token_hash)`.execute(
      db,
    );

    await sql`
      create table sessions (
        id text primary key,
        user_id uuid references users (id) on delete cascade,
        data jsonb not null,
        expires_at timestamptz not null
      )`.execute(db);
    await sql`create index sessions_expires_at_idx on sessions (expires_at)`.execute(db);
    await sql`create index sessions_user_id_idx on sessions (user_id)`.execute(db);

    await sql`
      create table jobs (
        id uuid primary key,
        owner_id uuid references users (id) on delete set null,
        status text not null check (status in ('queued', 'running', 'completed', 'error', 'abort')),
        settings jsonb not null default '{}'::jsonb,
        socket_id text,
        worker_id text,
        attempts integer not null default 0,
        lines_input bigint not null default 0,
        events bigint not null default 0,
        denied_events bigint not null default 0,
        rejected_lines bigint not null default 0,
        report jsonb,
        error_code integer,
        error_message text,
        created_at timestamptz not null default now(),
        started_at timestamptz,
        ended_at timestamptz,
        heartbeat_at timestamptz
      )`.execute(db);
    await sql`create index jobs_owner_id_created_at_idx on jobs (owner_id, created_at desc)`.execute(
      db,
    );
    await sql`create index jobs_status_idx on jobs (status)`.execute(db);

    await sql`
      create table custom_settings (
        id text primary key,
        full_name text not null,
        country text,
        headers jsonb not null default '{}'::jsonb,
        owner_id uuid references users (id) on delete set null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`create unique index custom_settings_full_name_idx on custom_settings (full_name)`.execute(
      db,
    );

    await sql`
      create table app_config (
        key text primary key,
        value jsonb not null,
        updated_at timestamptz not null default now()
      )`.execute(db);
  },

  async down(db: Kysely<any>): Promise<void> {
    for (const table of ['app_config', 'custom_settings', 'jobs', 'sessions', 'users']) {
      await sql`drop table if exists ${sql.table(table)}`.execute(db);
    }
  },
};
