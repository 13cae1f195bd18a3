CREATE TABLE "participant_vote_shards" (
	"battle_event_id" text NOT NULL,
	"participant_user_id" text NOT NULL,
	"shard" smallint NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "participant_vote_shards_battle_event_id_participant_user_id_shard_pk" PRIMARY KEY("battle_event_id","participant_user_id","shard"),
	CONSTRAINT "participant_vote_shards_votes_nonnegative" CHECK ("participant_vote_shards"."votes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "participant_vote_shards" ADD CONSTRAINT "participant_vote_shards_participant_fk" FOREIGN KEY ("battle_event_id","participant_user_id") REFERENCES "public"."battle_event_participants"("battle_event_id","user_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- cast_vote() counts the vote in a shard instead of the participant's row (the rest as in 0004).
CREATE OR REPLACE FUNCTION cast_vote(
  p_session_token text,
  p_voter_id text,
  p_battle text,
  p_participant_user_id text,
  p_now timestamptz,
  p_gap_cutoff timestamptz,
  p_session_fresh_after timestamptz,
  p_channel text
) RETURNS TABLE (
  outcome text,
  voter_id text,
  new_balance integer,
  last_vote_ms double precision,
  new_votes_count integer,
  battle_open boolean,
  in_battle boolean,
  already_voted boolean,
  daily_yodcoins integer
)
LANGUAGE plpgsql AS $$
DECLARE
  v_voter text := p_voter_id;
  v_battle_id text;
  v_open boolean;
  v_username text;
  v_in boolean;
  v_voted boolean;
  v_balance integer;
  v_last timestamptz;
  v_count integer;
BEGIN
  IF v_voter IS NULL THEN
    -- The API's one-query viewer (auth/viewer.ts resolveViewer) narrowed to what may vote without
    -- more work: a session better-auth would not extend now, a profile, today's daily coins already
    -- granted (America/Sao_Paulo day, as the daily grant counts) and no active ban.
    SELECT s.user_id INTO v_voter
      FROM session s
      JOIN profiles p ON p.id = s.user_id
      JOIN user_credits c ON c.user_id = s.user_id
     WHERE s.token = p_session_token
       AND s.expires_at > p_session_fresh_after
       AND c.daily_claimed_day = (p_now AT TIME ZONE 'America/Sao_Paulo')::date
       AND NOT EXISTS (
             SELECT 1 FROM bans b
              WHERE b.user_id = s.user_id AND b.revoked_at IS NULL
                AND (b.expires_at IS NULL OR b.expires_at > p_now));
    IF v_voter IS NULL THEN
      RETURN QUERY SELECT 'viewer'::text, NULL::text, NULL::integer, NULL::float8, NULL::integer,
        NULL::boolean, NULL::boolean, NULL::boolean, NULL::integer;
      RETURN;
    END IF;
  END IF;

  -- The battle by exact id, else by slug (pending included); open as domain/battle-status.ts
  -- isOpenForVotes(deriveDisplayStatus()) decides: running (a scheduled battle past its start is
  -- waiting) and before its end.
  SELECT b.id,
         b.end_time IS NOT NULL AND p_now < b.end_time
           AND (b.status IN ('waiting', 'ready', 'active')
                OR (b.status = 'scheduled' AND b.start_time IS NOT NULL AND b.start_time <= p_now))
    INTO v_battle_id, v_open
    FROM battle_events b WHERE b.id = p_battle;
  IF v_battle_id IS NULL THEN
    SELECT b.id,
           b.end_time IS NOT NULL AND p_now < b.end_time
             AND (b.status IN ('waiting', 'ready', 'active')
                  OR (b.status = 'scheduled' AND b.start_time IS NOT NULL AND b.start_time <= p_now))
      INTO v_battle_id, v_open
      FROM battle_events b WHERE b.slug = p_battle;
  END IF;
  IF v_battle_id IS NULL THEN
    RETURN QUERY SELECT 'not_found'::text, v_voter, NULL::integer, NULL::float8, NULL::integer,
      NULL::boolean, NULL::boolean, NULL::boolean, NULL::integer;
    RETURN;
  END IF;

  SELECT bp.username INTO v_username
    FROM battle_event_participants bp
   WHERE bp.battle_event_id = v_battle_id AND bp.user_id = p_participant_user_id;
  v_in := FOUND;
  v_voted := v_in AND EXISTS (
    SELECT 1 FROM battle_event_user_votes v
     WHERE v.battle_event_id = v_battle_id AND v.participant_user_id = p_participant_user_id
       AND v.voter_user_id = v_voter);

  -- Conditional debit: the truth under races for the balance and the gap (only tried once every
  -- other rule passed, so a refusal never takes a coin). The clock never moves backwards when
  -- concurrent requests read it out of order.
  IF v_voter <> p_participant_user_id AND v_open AND v_in AND NOT v_voted THEN
    UPDATE user_credits AS c
       SET balance = c.balance - 1,
           last_vote_at = greatest(coalesce(c.last_vote_at, p_now), p_now),
           updated_at = p_now
     WHERE c.user_id = v_voter
       AND c.balance >= 1
       AND (p_gap_cutoff IS NULL OR c.last_vote_at IS NULL OR c.last_vote_at <= p_gap_cutoff)
    RETURNING c.balance INTO v_balance;
  END IF;
  IF v_balance IS NULL THEN
    -- Refused: a fresh read of the wallet and the daily amount for the refusal's wording.
    SELECT c.balance, c.last_vote_at INTO v_balance, v_last FROM user_credits c WHERE c.user_id = v_voter;
    RETURN QUERY SELECT 'refused'::text, v_voter, coalesce(v_balance, 0),
      (extract(epoch FROM v_last) * 1000)::float8, NULL::integer, v_open, v_in, v_voted,
      (SELECT s.daily_yodcoins FROM platform_settings s WHERE s.id = 1);
    RETURN;
  END IF;

  -- One vote per voter per participant per battle: the unique index decides.
  INSERT INTO battle_event_user_votes (battle_event_id, participant_user_id, voter_user_id, created_at)
  VALUES (v_battle_id, p_participant_user_id, v_voter, p_now)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'duplicate vote' USING ERRCODE = 'YV001';
  END IF;
  INSERT INTO credit_transactions (user_id, type, amount, description, battle_event_id, participant_user_id)
  VALUES (v_voter, 'vote_expense', -1, 'Voto em ' || v_username, v_battle_id, p_participant_user_id);
  -- Last write: one of the participant's 16 count shards, the one of this connection, so votes
  -- for one fighter from different connections do not queue on one row until commit. The foreign
  -- key takes only a key-share lock on the participant's row (no queue there either) and fails if
  -- the participant left meanwhile (23503, mapped like YV002).
  INSERT INTO participant_vote_shards AS s (battle_event_id, participant_user_id, shard, votes)
  VALUES (v_battle_id, p_participant_user_id, pg_backend_pid() % 16, 1)
  ON CONFLICT (battle_event_id, participant_user_id, shard) DO UPDATE SET votes = s.votes + 1;
  -- The total as this vote sees it (committed votes and its own); the live update is recounted
  -- after commit by each API instance (realtime/hub.ts), so concurrent votes never leave it short.
  SELECT bp.votes_count + coalesce(
           (SELECT sum(x.votes) FROM participant_vote_shards x
             WHERE x.battle_event_id = bp.battle_event_id AND x.participant_user_id = bp.user_id), 0)::int
    INTO v_count
    FROM battle_event_participants bp
   WHERE bp.battle_event_id = v_battle_id AND bp.user_id = p_participant_user_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'participant not in battle' USING ERRCODE = 'YV002';
  END IF;
  -- Delivered at commit, dropped on rollback (realtime/publish.ts, battleUpdateSchema).
  PERFORM pg_notify(p_channel, json_build_object(
    'type', 'votes', 'battleId', v_battle_id,
    'participantUserId', p_participant_user_id, 'votesCount', v_count)::text);
  RETURN QUERY SELECT 'ok'::text, v_voter, v_balance, NULL::float8, v_count,
    true, true, false, NULL::integer;
END
$$;
