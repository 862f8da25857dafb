package org.georc.bench.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.stream.IntStream;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.scoring.ChainScorer;
import org.georc.core.spi.JudgeRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A withdrawn request's pairs leave the queue at once; an abort withdraws every waiting pair. */
class PairBatcherTest {
    private final GateJudge judge = new GateJudge();
    private final ChainScorer scorer = ChainScorer.builder().judge(judge).build();
    private final PairBatcher batcher = new PairBatcher(scorer, null, 1, 1, 10, null);

    @AfterEach
    void close() {
        judge.open();
        batcher.close();
        scorer.close();
    }

    private static List<PairBatcher.PendingPair> pairs(int... n) {
        return IntStream.of(n).mapToObj(i -> new PairBatcher.PendingPair(JudgeRequest.of(
                ReasoningChain.of("Pair number #" + i), ReasoningChain.of("A reference")), false, null)).toList();
    }

    private void awaitEntered() throws InterruptedException {
        while (judge.entered.get() < 1) {
            Thread.sleep(5);
        }
    }

    @Test
    void aWithdrawnRequestGivesItsRoomBackAndTheOthersAreScored() throws Exception {
        judge.shut();
        List<CompletableFuture<PairBatcher.ScoredPair>> first = batcher.submit(pairs(1));
        awaitEntered(); // pair 1 is in the judge
        PairBatcher.Ticket gone = new PairBatcher.Ticket();
        List<CompletableFuture<PairBatcher.ScoredPair>> withdrawn = batcher.submit(pairs(2, 3, 4), gone);
        List<CompletableFuture<PairBatcher.ScoredPair>> kept = batcher.submit(pairs(5));
        assertThat(batcher.depth()).isEqualTo(5);
        assertThat(batcher.cancel(gone)).isEqualTo(3);
        assertThat(batcher.depth()).isEqualTo(2);
        for (CompletableFuture<PairBatcher.ScoredPair> f : withdrawn) {
            assertThat(f).isCompletedExceptionally();
            assertThat(org.assertj.core.api.Assertions.catchThrowable(f::get)).isInstanceOf(CancellationException.class)
                    .hasMessageContaining("client went away");
        }
        judge.open();
        assertThat(first.get(0).get().score().precision()).isEqualTo(0.01);
        assertThat(kept.get(0).get().score().precision()).isEqualTo(0.05);
        assertThat(judge.batches).containsExactly(1, 1); // pairs 2-4 never reached the judge
    }

    @Test
    void anAbortWithdrawsEveryWaitingPairAndRefusesNewOnes() throws Exception {
        judge.shut();
        batcher.submit(pairs(1));
        awaitEntered();
        List<CompletableFuture<PairBatcher.ScoredPair>> waiting = batcher.submit(pairs(2, 3));
        assertThat(batcher.abort()).isEqualTo(2);
        assertThat(waiting).allMatch(CompletableFuture::isCompletedExceptionally);
        assertThat(org.assertj.core.api.Assertions.catchThrowableOfType(() -> batcher.submit(pairs(4)),
                HttpProblem.class).status()).isEqualTo(503);
        judge.open();
        assertThat(batcher.close(java.time.Duration.ofSeconds(10))).isTrue();
    }
}
