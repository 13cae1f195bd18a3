-- The authenticated vote's writes as one statement (docs/decisions/0004-vote-hot-path.md). The
-- service reads and checks first; this takes the coin, records the vote, counts it, writes the ledger
-- row and publishes the live update. Called outside an explicit transaction, the statement is the
-- transaction: any RAISE below undoes everything it did, and the participant's row lock is held
-- only inside the database, never across a round trip to the API.
CREATE OR REPLACE FUNCTION record_vote(
  p_battle_id text,
  p_participant_user_id text,
  p_participant_username text,
  p_voter_id text,
  p_now timestamptz,
  p_gap_cutoff timestamptz,
  p_channel text
) RETURNS TABLE (outcome text, new_balance integer, new_votes_count integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_balance integer;
  v_count integer;
BEGIN
  -- Conditional debit: the truth under races for the balance and the 5 s gap. The clock never
  -- moves backwards when concurrent requests read it out of order.
  UPDATE user_credits AS c
     SET balance = c.balance - 1,
         last_vote_at = greatest(coalesce(c.last_vote_at, p_now), p_now),
         updated_at = p_now
   WHERE c.user_id = p_voter_id
     AND c.balance >= 1
     AND (p_gap_cutoff IS NULL OR c.last_vote_at IS NULL OR c.last_vote_at <= p_gap_cutoff)
  RETURNING c.balance INTO v_balance;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'no_debit'::text, NULL::integer, NULL::integer;
    RETURN;
  END IF;
  -- One vote per voter per participant per battle: the unique index decides.
  INSERT INTO battle_event_user_votes (battle_event_id, participant_user_id, voter_user_id, created_at)
  VALUES (p_battle_id, p_participant_user_id, p_voter_id, p_now)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'duplicate vote' USING ERRCODE = 'YV001';
  END IF;
  UPDATE battle_event_participants AS p
     SET votes_count = p.votes_count + 1
   WHERE p.battle_event_id = p_battle_id AND p.user_id = p_participant_user_id
  RETURNING p.votes_count INTO v_count;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'participant not in battle' USING ERRCODE = 'YV002';
  END IF;
  INSERT INTO credit_transactions (user_id, type, amount, description, battle_event_id, participant_user_id)
  VALUES (p_voter_id, 'vote_expense', -1, 'Voto em ' || p_participant_username, p_battle_id, p_participant_user_id);
  -- Delivered at commit, dropped on rollback (realtime/publish.ts, battleUpdateSchema).
  PERFORM pg_notify(p_channel, json_build_object(
    'type', 'votes', 'battleId', p_battle_id,
    'participantUserId', p_participant_user_id, 'votesCount', v_count)::text);
  RETURN QUERY SELECT 'ok'::text, v_balance, v_count;
END
$$;
