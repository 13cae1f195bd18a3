-- A batch of authenticated votes per transaction, as the API sends them
-- (docs/decisions/0029-votes-in-batches.md): one cast_votes() statement
-- (src/server/db/functions/cast-votes.sql, votes/repository.ts castVotesStatement) for :batch
-- votes, each by its session token, with the instants of vote.sql. The database's own limit for
-- the API's statement: the votes suite reports votes/s as transactions/s times :batch. Transaction
-- t of a client holds the request numbers n = (client_id * per_client + t) * batch + 0..batch-1,
-- each used once: voter v<n+1> (token benchtoken_v_<n+1>), battle b<battle_base + n % battles>,
-- fighter p<1 + (n / battles) % participants>. Variables: per_client, batch, battle_base, battles,
-- participants, i=0.
\set first (:client_id * :per_client + :i) * :batch
\set i :i + 1
SELECT count(*) FILTER (WHERE outcome = 'ok') AS ok
  FROM cast_votes(
    ARRAY(SELECT 'benchtoken_v_' || (:first + g + 1) FROM generate_series(0, :batch::int - 1) AS g ORDER BY g),
    array_fill(NULL::text, ARRAY[:batch::int]),
    ARRAY(SELECT 'b' || (:battle_base + (:first + g) % :battles) FROM generate_series(0, :batch::int - 1) AS g ORDER BY g),
    ARRAY(SELECT 'p' || (1 + ((:first + g) / :battles) % :participants)
            FROM generate_series(0, :batch::int - 1) AS g ORDER BY g),
    now(), now() - interval '5 seconds', now() + interval '29 days', 'America/Sao_Paulo');
