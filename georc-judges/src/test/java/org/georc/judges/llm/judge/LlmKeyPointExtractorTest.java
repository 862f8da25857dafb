package org.georc.judges.llm.judge;

import org.georc.judges.llm.ScriptedModel;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import org.georc.core.JudgeException;
import org.junit.jupiter.api.Test;

class LlmKeyPointExtractorTest {

    @Test
    void concurrentCallersOfOneStatementShareOneModelCallAndOthersAreNotBlocked() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        ScriptedModel model = new ScriptedModel(m -> {
            if (ScriptedModel.firstUser(m).contains("slow statement")) {
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return "{\"clauses\": [\"white bollards\"]}";
        });
        LlmKeyPointExtractor x = new LlmKeyPointExtractor(model, 0);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<List<List<String>>>> slow = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                slow.add(pool.submit(() -> x.extract(List.of("A slow statement about bollards."))));
            }
            // while the slow statement waits for its model, another statement is served at once
            assertThat(pool.submit(() -> x.extract(List.of("A quick one about signs."))).get(10, java.util.concurrent.TimeUnit.SECONDS))
                    .containsExactly(List.of("white bollards"));
            release.countDown();
            for (Future<List<List<String>>> f : slow) {
                assertThat(f.get(10, java.util.concurrent.TimeUnit.SECONDS)).containsExactly(List.of("white bollards"));
            }
            long slowCalls = model.calls.stream().filter(c -> ScriptedModel.firstUser(c).contains("slow statement")).count();
            assertThat(slowCalls).isEqualTo(1);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aFailureIsNotCachedSoALaterCallAsksAgain() {
        AtomicBoolean broken = new AtomicBoolean(true);
        ScriptedModel model = new ScriptedModel(m -> broken.get() ? "no idea" : "{\"clauses\": [\"red soil\"]}");
        LlmKeyPointExtractor x = new LlmKeyPointExtractor(model, 0);
        assertThatThrownBy(() -> x.extract(List.of("Red soil by the road."))).isInstanceOf(JudgeException.class);
        broken.set(false);
        assertThat(x.extract(List.of("Red soil by the road."))).containsExactly(List.of("red soil"));
    }
}
