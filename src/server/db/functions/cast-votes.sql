-- cast_votes(): many authenticated votes in one statement (docs/decisions/0029-votes-in-batches.md),
-- with exactly the rules of cast_vote() (cast-vote.sql): the API gathers the votes of an instance
-- (votes/vote-batcher.ts) and sends them here, one statement and one commit for all of them.
--
-- Applied like every file of this folder (see the header of cast-vote.sql): keep it re-runnable, and
-- put `DROP FUNCTION IF EXISTS cast_votes(<the old parameter types>);` above the CREATE when the
-- parameters or the result columns change. src/server/votes/vote-rules-agree.test.ts runs every
-- rule case through this function too.
--
-- Input: four arrays of one length, the i-th element of each being the i-th vote (its ordinal):
-- the session token (or NULL with a voter id), the voter id the API resolved (or NULL), the
-- battle's id or slug, the participant; and what all the votes share: the instant, the gap's
-- cutoff (NULL when the gap is off), the session's "fresh after" instant and the time zone.
-- Output: one row per ordinal, with cast_vote()'s columns and outcomes (viewer, not_found,
-- refused, ok), where the errors cast_vote() raises are rows too, so one vote never undoes another:
--   duplicate         the unique index found the vote already there (its debit given back)
--   participant_gone  the participant left between the checks and the write (its debit given back)
--   alone             not cast here: the voter already has a vote in this batch (two sessions of
--                     one user), or another transaction holds their wallet; the API casts it alone
--                     with cast_vote(), which waits for that wallet
--
-- Locks, in the order that keeps batches, single votes and the voids of db/vote-gate.ts from
-- waiting on each other in a cycle: the vote gates of the batch's battles (shared, in battle-id
-- order, as closeVoteGates takes them exclusive), then the wallets (user-id order, never waited
-- for: a wallet held elsewhere sends its vote to be cast alone, so a void refunding many wallets in
-- its own order cannot close a cycle with a batch), then the count shards (one row per fighter,
-- in (battle, participant) order). Every read that decides is a statement taken after the gates,
-- so it sees what a void committed before them.
CREATE OR REPLACE FUNCTION cast_votes(
  p_session_tokens text[],
  p_voter_ids text[],
  p_battles text[],
  p_participant_user_ids text[],
  p_now timestamptz,
  p_gap_cutoff timestamptz,
  p_session_fresh_after timestamptz,
  p_time_zone text
) RETURNS TABLE (
  ordinal integer,
  outcome text,
  refusal text,
  voter_id text,
  new_balance integer,
  last_vote_ms double precision,
  new_votes_count integer,
  daily_yodcoins integer
)
LANGUAGE plpgsql
-- A custom plan would be made for every statement of every call (a few ms: the arrays' lengths make
-- each look cheaper than the generic one); the generic plans are the index lookups wanted anyway.
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
DECLARE
  v_n integer := coalesce(cardinality(p_battles), 0);
  -- The daily-grant day as the API counts it (src/domain/sao-paulo-time.ts).
  v_today date := (p_now AT TIME ZONE p_time_zone)::date;
  -- Per ordinal, as the steps settle them: the voter, the battle's id and whether it is open, the
  -- outcome (NULL while the vote is still going ahead) and the refusal, and the wallet's last vote
  -- before this one (to give back an undone debit).
  v_voter text[];
  v_battle text[];
  v_open boolean[];
  v_outcome text[];
  v_refusal text[];
  v_last timestamptz[];
  v_gate text;
  -- Ordinals that went ahead but have no vote row (NULL when every one has: the usual case), and
  -- among them those whose debit was taken, then given back.
  v_missing bigint[];
  v_undone bigint[];
BEGIN
  IF coalesce(cardinality(p_session_tokens), 0) <> v_n OR coalesce(cardinality(p_voter_ids), 0) <> v_n
     OR coalesce(cardinality(p_participant_user_ids), 0) <> v_n THEN
    RAISE EXCEPTION 'cast_votes(): the vote arrays differ in length' USING ERRCODE = '22023';
  END IF;
  IF v_n = 0 THEN
    RETURN;
  END IF;

  -- Who votes, and in which battle: the session narrowed as cast_vote() narrows it (anything else
  -- answers 'viewer'), the ban and the profile of a voter the API resolved, the battle by id, else
  -- by slug, with cast_vote()'s open rule. A voter's second vote in the batch is cast alone.
  SELECT array_agg(r.voter ORDER BY r.ord),
         array_agg(r.battle_id ORDER BY r.ord),
         array_agg(r.open ORDER BY r.ord),
         array_agg(CASE
                     WHEN r.voter IS NULL THEN 'viewer'
                     WHEN r.nth > 1 THEN 'alone'
                     WHEN r.refusal IS NOT NULL THEN 'refused'
                     WHEN r.battle_id IS NULL THEN 'not_found'
                   END ORDER BY r.ord),
         array_agg(CASE WHEN r.voter IS NOT NULL AND r.nth = 1 THEN r.refusal END ORDER BY r.ord)
    INTO v_voter, v_battle, v_open, v_outcome, v_refusal
    FROM (
      SELECT i.ord, v.voter, g.refusal,
             coalesce(b1.id, b2.id) AS battle_id,
             coalesce(b1.open, b2.open) AS open,
             row_number() OVER (PARTITION BY v.voter ORDER BY i.ord) AS nth
        FROM unnest(p_session_tokens, p_voter_ids, p_battles) WITH ORDINALITY AS i(token, given, battle, ord)
        CROSS JOIN LATERAL (
          SELECT coalesce(i.given, (
                   SELECT s.user_id
                     FROM session s
                     JOIN profiles p ON p.id = s.user_id
                     JOIN user_credits c ON c.user_id = s.user_id
                    WHERE s.token = i.token
                      AND s.expires_at > p_session_fresh_after
                      AND c.daily_claimed_day = v_today
                      AND NOT EXISTS (
                            SELECT 1 FROM bans bn
                             WHERE bn.user_id = s.user_id AND bn.revoked_at IS NULL
                               AND (bn.expires_at IS NULL OR bn.expires_at > p_now)))) AS voter
        ) v
        LEFT JOIN LATERAL (
          SELECT CASE
                   WHEN EXISTS (SELECT 1 FROM bans bn
                                 WHERE bn.user_id = i.given AND bn.revoked_at IS NULL
                                   AND (bn.expires_at IS NULL OR bn.expires_at > p_now)) THEN 'VOTE_BANNED'
                   WHEN NOT EXISTS (SELECT 1 FROM profiles p WHERE p.id = i.given) THEN 'VOTE_NO_PROFILE'
                 END AS refusal
           WHERE i.given IS NOT NULL
        ) g ON true
        LEFT JOIN LATERAL (
          SELECT bt.id,
                 bt.end_time IS NOT NULL AND p_now < bt.end_time
                   AND (bt.status IN ('waiting', 'ready', 'active')
                        OR (bt.status = 'scheduled' AND bt.start_time IS NOT NULL AND bt.start_time <= p_now))
                   AS open
            FROM battle_events bt
           WHERE bt.id = i.battle AND bt.status <> 'pending'
           LIMIT 1
        ) b1 ON true
        LEFT JOIN LATERAL (
          SELECT bt.id,
                 bt.end_time IS NOT NULL AND p_now < bt.end_time
                   AND (bt.status IN ('waiting', 'ready', 'active')
                        OR (bt.status = 'scheduled' AND bt.start_time IS NOT NULL AND bt.start_time <= p_now))
                   AS open
            FROM battle_events bt
           WHERE b1.id IS NULL AND bt.slug = i.battle AND bt.status <> 'pending'
           LIMIT 1
        ) b2 ON true
    ) r;

  -- The vote gates (db/vote-gate.ts, class 7330) of the battles still voted in, shared, one at a
  -- time in the order closeVoteGates takes them exclusive (code-unit order, hence "C").
  FOR v_gate IN
    SELECT DISTINCT x.id COLLATE "C"
      FROM unnest(v_battle, v_outcome) AS x(id, outcome)
     WHERE x.outcome IS NULL
     ORDER BY 1
  LOOP
    PERFORM pg_advisory_xact_lock_shared(7330, hashtext(v_gate));
  END LOOP;

  -- The wallets, each locked without waiting (in user-id order, the rows being taken sorted), then
  -- every rule in checkVote's order against reads taken after the gates. A wallet that exists but
  -- could not be locked is held by another transaction: that vote is cast alone. The subquery is
  -- kept whole (OFFSET 0) so that each vote's reads run once, not once per use of the verdict.
  SELECT array_agg(CASE
                     WHEN k.outcome IS NOT NULL THEN k.outcome
                     WHEN k.verdict = 'alone' THEN 'alone'
                     WHEN k.verdict IS NOT NULL THEN 'refused'
                   END ORDER BY k.ord),
         array_agg(CASE
                     WHEN k.outcome IS NOT NULL THEN k.refusal
                     WHEN k.verdict <> 'alone' THEN k.verdict
                   END ORDER BY k.ord),
         array_agg(k.last_vote_at ORDER BY k.ord)
    INTO v_outcome, v_refusal, v_last
    FROM (
      SELECT i.ord, i.outcome, i.refusal, w.last_vote_at,
             CASE
               WHEN i.outcome IS NOT NULL THEN NULL
               WHEN w.user_id IS NULL AND EXISTS (SELECT 1 FROM user_credits c WHERE c.user_id = i.voter)
                 THEN 'alone'
               WHEN i.voter = i.participant THEN 'VOTE_SELF'
               WHEN NOT i.open THEN 'VOTE_BATTLE_CLOSED'
               WHEN bp.username IS NULL THEN 'VOTE_PARTICIPANT_INVALID'
               -- Banned or deleted while the battle was open, or disqualified by a moderator.
               WHEN bp.disqualified_at IS NOT NULL THEN 'VOTE_PARTICIPANT_DISQUALIFIED'
               -- A vote voided with its removed entry no longer counts (as the unique index).
               WHEN EXISTS (SELECT 1 FROM battle_event_user_votes ev
                             WHERE ev.battle_event_id = i.battle AND ev.participant_user_id = i.participant
                               AND ev.voter_user_id = i.voter AND NOT ev.entry_removed)
                 THEN 'VOTE_DUPLICATE'
               WHEN p_gap_cutoff IS NOT NULL AND w.last_vote_at > p_gap_cutoff THEN 'VOTE_TOO_SOON'
               WHEN coalesce(w.balance, 0) < 1 THEN 'VOTE_INSUFFICIENT_COINS'
             END AS verdict
        FROM (
          SELECT x.*
            FROM unnest(v_voter, v_battle, v_open, v_outcome, v_refusal, p_participant_user_ids)
                 WITH ORDINALITY AS x(voter, battle, open, outcome, refusal, participant, ord)
           ORDER BY x.voter COLLATE "C"
        ) i
        LEFT JOIN LATERAL (
          SELECT c.user_id, c.balance, c.last_vote_at
            FROM user_credits c
           WHERE i.outcome IS NULL AND c.user_id = i.voter
             FOR UPDATE SKIP LOCKED
        ) w ON true
        LEFT JOIN LATERAL (
          SELECT bp.username, bp.disqualified_at
            FROM battle_event_participants bp
           WHERE i.outcome IS NULL AND bp.battle_event_id = i.battle AND bp.user_id = i.participant
           LIMIT 1
        ) bp ON true
      OFFSET 0
    ) k;

  -- The writes, in one statement: the conditional debit (the same conditions as cast_vote()'s, on
  -- wallets already locked), the vote rows (the unique index decides), a ledger row for each vote
  -- written, and one count-shard update per fighter (this connection's shard, as cast_vote()).
  -- Every vote that went ahead normally gets its row; only when one did not are they told apart.
  WITH todo AS (
    SELECT t.ord, t.voter, t.battle, t.participant
      FROM unnest(v_voter, v_battle, p_participant_user_ids, v_outcome)
           WITH ORDINALITY AS t(voter, battle, participant, outcome, ord)
     WHERE t.outcome IS NULL
  ), debited AS (
    UPDATE user_credits AS c
       SET balance = c.balance - 1,
           last_vote_at = greatest(coalesce(c.last_vote_at, p_now), p_now),
           updated_at = p_now
      FROM todo t
     WHERE c.user_id = t.voter
       AND c.balance >= 1
       AND (p_gap_cutoff IS NULL OR c.last_vote_at IS NULL OR c.last_vote_at <= p_gap_cutoff)
    RETURNING t.ord, t.voter, t.battle, t.participant
  ), voted AS (
    INSERT INTO battle_event_user_votes (battle_event_id, participant_user_id, voter_user_id, created_at)
    SELECT d.battle, d.participant, d.voter, p_now
      FROM debited d
     WHERE EXISTS (SELECT 1 FROM battle_event_participants bp
                    WHERE bp.battle_event_id = d.battle AND bp.user_id = d.participant)
    ON CONFLICT DO NOTHING
    RETURNING battle_event_id, participant_user_id, voter_user_id
  ), expensed AS (
    INSERT INTO credit_transactions (user_id, type, amount, description, battle_event_id, participant_user_id)
    SELECT v.voter_user_id, 'vote_expense'::credit_type, -1, 'Voto em ' || bp.username,
           v.battle_event_id, v.participant_user_id
      FROM voted v
      JOIN battle_event_participants bp
        ON bp.battle_event_id = v.battle_event_id AND bp.user_id = v.participant_user_id
  ), counted AS (
    INSERT INTO participant_vote_shards AS s (battle_event_id, participant_user_id, shard, votes)
    SELECT v.battle_event_id, v.participant_user_id, pg_backend_pid() % 16, count(*)::int
      FROM voted v
     GROUP BY v.battle_event_id, v.participant_user_id
     ORDER BY v.battle_event_id COLLATE "C", v.participant_user_id COLLATE "C"
    ON CONFLICT (battle_event_id, participant_user_id, shard) DO UPDATE SET votes = s.votes + excluded.votes
  )
  SELECT CASE WHEN (SELECT count(*) FROM voted) < (SELECT count(*) FROM todo) THEN
           (SELECT array_agg(t.ord) FROM todo t WHERE t.voter NOT IN (SELECT v.voter_user_id FROM voted v))
         END,
         CASE WHEN (SELECT count(*) FROM voted) < (SELECT count(*) FROM debited) THEN
           (SELECT array_agg(d.ord) FROM debited d WHERE d.voter NOT IN (SELECT v.voter_user_id FROM voted v))
         END
    INTO v_missing, v_undone;

  -- A debit whose vote row was not written (cannot happen while the gate and the wallet are held;
  -- cast_vote() would have raised and rolled it back): the coin and the last vote time go back.
  IF v_undone IS NOT NULL THEN
    UPDATE user_credits AS c
       SET balance = c.balance + 1, last_vote_at = u.last
      FROM unnest(v_voter, v_last) WITH ORDINALITY AS u(voter, last, ord)
     WHERE u.ord = ANY (v_undone) AND c.user_id = u.voter;
  END IF;

  -- One row per ordinal. A refusal carries the wallet (read now: locked, or as left by this
  -- batch) and the daily amount for its wording; a kept vote its new balance and the fighter's
  -- total as this batch sees it (db/vote-totals.ts). The outcome is settled once per vote.
  RETURN QUERY
  WITH settled AS MATERIALIZED (
    SELECT f.ord, f.voter, f.battle, f.participant, f.refusal,
           CASE
             WHEN f.outcome IS NOT NULL THEN f.outcome
             WHEN v_missing IS NULL OR f.ord <> ALL (v_missing) THEN 'ok'
             WHEN f.ord = ANY (v_undone) THEN
               CASE WHEN EXISTS (SELECT 1 FROM battle_event_participants bp
                                  WHERE bp.battle_event_id = f.battle AND bp.user_id = f.participant)
                    THEN 'duplicate' ELSE 'participant_gone' END
             ELSE 'refused'
           END AS outcome
      FROM unnest(v_voter, v_battle, p_participant_user_ids, v_outcome, v_refusal)
           WITH ORDINALITY AS f(voter, battle, participant, outcome, refusal, ord)
  )
  SELECT s.ord::integer,
         s.outcome,
         CASE WHEN s.outcome = 'refused' THEN coalesce(s.refusal, CASE
           WHEN p_gap_cutoff IS NOT NULL AND c.last_vote_at > p_gap_cutoff THEN 'VOTE_TOO_SOON'
           WHEN coalesce(c.balance, 0) < 1 THEN 'VOTE_INSUFFICIENT_COINS'
           ELSE 'VOTE_DEBIT_FAILED'
         END) END,
         CASE WHEN s.outcome NOT IN ('viewer', 'alone') THEN s.voter END,
         CASE s.outcome WHEN 'ok' THEN c.balance WHEN 'refused' THEN coalesce(c.balance, 0) END,
         CASE WHEN s.outcome = 'refused' THEN (extract(epoch FROM c.last_vote_at) * 1000)::float8 END,
         t.votes,
         CASE WHEN s.outcome = 'refused' THEN (SELECT ps.daily_yodcoins FROM platform_settings ps WHERE ps.id = 1) END
    FROM settled s
    LEFT JOIN LATERAL (
      SELECT w.balance, w.last_vote_at
        FROM user_credits w
       WHERE s.outcome IN ('ok', 'refused') AND w.user_id = s.voter
       LIMIT 1
    ) c ON true
    LEFT JOIN LATERAL (
      SELECT (bp.unsharded_votes + coalesce((
               SELECT sum(vs.votes) FROM participant_vote_shards vs
                WHERE vs.battle_event_id = bp.battle_event_id AND vs.participant_user_id = bp.user_id), 0))::int
               AS votes
        FROM battle_event_participants bp
       WHERE s.outcome = 'ok' AND bp.battle_event_id = s.battle AND bp.user_id = s.participant
    ) t ON true
   ORDER BY s.ord;
END
$$;
