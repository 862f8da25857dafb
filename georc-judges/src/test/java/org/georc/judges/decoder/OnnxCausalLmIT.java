package org.georc.judges.decoder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.georc.core.ModelException;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.score.ChainScore;
import org.georc.core.spi.ChatMessage;
import org.georc.core.spi.GenerationOptions;
import org.georc.core.spi.JudgeRequest;
import org.georc.judges.llm.OneToAllJudge;
import org.georc.judges.llm.Prompts;
import org.junit.jupiter.api.Test;

/** The generation loop on the tiny fixture decoder (random fixed weights, the Optimum I/O format). */
class OnnxCausalLmIT {

    static Path fixture() {
        try {
            return Path.of(OnnxCausalLmIT.class.getResource("/tiny-decoder/config.json").toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static OnnxCausalLm load(int prefixCache) {
        return OnnxCausalLm.builder(fixture()).modelId("tiny").prefixCache(prefixCache).build();
    }

    @Test
    void cachedAndUncachedDecodingGiveIdenticalTokens() {
        try (OnnxCausalLm lm = load(0)) {
            long[] prompt = lm.tokenize("<|im_start|>user\nwhite bollards with a black cap on the road<|im_end|>\n<|im_start|>assistant\n");
            assertThat(prompt).hasSizeGreaterThan(10);
            long[] cached = lm.generateIds(prompt, 12, Set.of(), true, false);
            long[] uncached = lm.generateIds(prompt, 12, Set.of(), false, false);
            assertThat(cached).hasSize(12).containsExactly(uncached);
        }
    }

    @Test
    void prefixReuseGivesTheSameTokensAsAFullRun() {
        try (OnnxCausalLm plain = load(0); OnnxCausalLm reusing = load(2)) {
            String shared = "<|im_start|>system\nthe chain is white bollards and red soil<|im_end|>\n<|im_start|>user\n";
            long[] a = reusing.tokenize(shared + "statement one is black cap<|im_end|>\n<|im_start|>assistant\n");
            long[] b = reusing.tokenize(shared + "statement two is yellow signs<|im_end|>\n<|im_start|>assistant\n");
            reusing.generateIds(a, 8, Set.of(), true, true);
            long before = reusing.prefillTokens();
            long[] withReuse = reusing.generateIds(b, 8, Set.of(), true, true);
            long suffixRun = reusing.prefillTokens() - before;
            assertThat(suffixRun).isLessThan(b.length);
            assertThat(reusing.reusedTokens()).isPositive();
            assertThat(withReuse).containsExactly(plain.generateIds(b, 8, Set.of(), true, false));
        }
    }

    @Test
    void stopTokensEndGenerationAndMaxTokensBoundsIt() {
        try (OnnxCausalLm lm = load(0)) {
            long[] prompt = lm.tokenize("<|im_start|>user\nleft traffic and church tower<|im_end|>\n<|im_start|>assistant\n");
            long[] free = lm.generateIds(prompt, 10, Set.of(), true, false);
            assertThat(free).hasSize(10);
            assertThat(lm.generateIds(prompt, 3, Set.of(), true, false)).containsExactly(free[0], free[1], free[2]);
            // stop at the model's own third token: generation ends before it
            int firstAt = 0;
            while (firstAt < 10 && free[firstAt] != free[2]) {
                firstAt++;
            }
            long[] stopped = lm.generateIds(prompt, 10, Set.of(free[2]), true, false);
            assertThat(stopped).hasSize(firstAt);
            assertThat(lm.stopIds()).contains(0L, 2L);
            assertThatThrownBy(() -> lm.generateIds(prompt, 0, Set.of(), true, false)).hasMessageContaining("maxNew");
        }
    }

    @Test
    void chatGenerationAndClosedState() {
        OnnxCausalLm lm = load(2);
        String text = lm.generate(List.of(ChatMessage.system("grade"), ChatMessage.user("white bollards")),
                GenerationOptions.greedy().withMaxNewTokens(6));
        assertThat(text).isNotNull();
        assertThat(lm.generate(List.of(ChatMessage.system("grade"), ChatMessage.user("white bollards")),
                GenerationOptions.greedy().withMaxNewTokens(6))).isEqualTo(text);
        lm.close();
        lm.close();
        assertThatThrownBy(() -> lm.generate(List.of(ChatMessage.user("hi")), GenerationOptions.greedy()))
                .isInstanceOf(ModelException.class).hasMessageContaining("closed");
        assertThatThrownBy(() -> OnnxCausalLm.builder(fixture().resolve("missing")).build())
                .isInstanceOf(ModelException.class).hasMessageContaining("does not exist");
    }

    @Test
    void prefixReuseCutsPrefillAtLeastFiveFoldOnASixBySixOneToAllPair() {
        List<String> cand = new ArrayList<>();
        List<String> ref = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            cand.add("white bollards with a black cap and red soil on the road number " + i);
            ref.add("yellow signs with black text and a church tower on the left number " + i);
        }
        // the twelve prompts a one-to-all judge sends for a 6x6 pair: each candidate statement
        // against the whole reference chain, then each reference statement against the candidate chain
        List<List<ChatMessage>> prompts = new ArrayList<>();
        for (String st : cand) {
            prompts.add(Prompts.messages("one-to-all", java.util.Map.of("chain", String.join("\n", ref), "statement", st)));
        }
        for (String st : ref) {
            prompts.add(Prompts.messages("one-to-all", java.util.Map.of("chain", String.join("\n", cand), "statement", st)));
        }
        long without;
        long with;
        List<String> answersWithout = new ArrayList<>();
        List<String> answersWith = new ArrayList<>();
        try (OnnxCausalLm lm = load(0)) {
            prompts.forEach(p -> answersWithout.add(lm.generate(p, GenerationOptions.greedy().withMaxNewTokens(4))));
            without = lm.prefillTokens();
        }
        try (OnnxCausalLm lm = load(2)) {
            prompts.forEach(p -> answersWith.add(lm.generate(p, GenerationOptions.greedy().withMaxNewTokens(4))));
            with = lm.prefillTokens();
        }
        System.out.printf("one-to-all 6x6 prefill tokens: %d without prefix reuse, %d with (%.1fx)%n", without, with,
                (double) without / with);
        assertThat(answersWith).isEqualTo(answersWithout);
        assertThat((double) without / with).isGreaterThanOrEqualTo(5.0);
    }

    @Test
    void anFp16KvCacheWithUseCacheBranchWorksAndReusesPrefixesExactly(@org.junit.jupiter.api.io.TempDir Path tmp)
            throws Exception {
        Path dir = java.nio.file.Files.createDirectories(tmp.resolve("tiny-fp16/onnx"));
        for (String f : List.of("config.json", "generation_config.json", "tokenizer.json", "tokenizer_config.json")) {
            java.nio.file.Files.copy(fixture().resolve(f), dir.getParent().resolve(f));
        }
        java.nio.file.Files.copy(fixture().resolve("onnx/model_kv_fp16.onnx.variant"), dir.resolve("model.onnx"));
        try (OnnxCausalLm plain = OnnxCausalLm.builder(dir.getParent()).prefixCache(0).build();
             OnnxCausalLm reusing = OnnxCausalLm.builder(dir.getParent()).prefixCache(2).build()) {
            assertThat(plain.toString()).contains("FLOAT16");
            String shared = "<|im_start|>system\nthe chain is white bollards and red soil<|im_end|>\n<|im_start|>user\n";
            long[] a = reusing.tokenize(shared + "black cap<|im_end|>\n<|im_start|>assistant\n");
            long[] b = reusing.tokenize(shared + "yellow signs<|im_end|>\n<|im_start|>assistant\n");
            reusing.generateIds(a, 6, Set.of(), true, true);
            long[] withReuse = reusing.generateIds(b, 6, Set.of(), true, true);
            assertThat(reusing.reusedTokens()).isPositive();
            assertThat(withReuse).hasSize(6).containsExactly(plain.generateIds(b, 6, Set.of(), true, false));
        }
    }

    @Test
    void aJudgeRunsOnTheLocalDecoderAndRecordsUnreadableAnswersAsFailures() {
        // random weights rarely write a readable score: the pair must come back as a failure, not a 0
        try (OnnxCausalLm lm = load(2)) {
            ChainScore s = new OneToAllJudge(lm, 1).score(JudgeRequest.of(ReasoningChain.of("white bollards on the road"),
                    ReasoningChain.of("red soil on the road")));
            if (s.isFailure()) {
                assertThat(s.judgeError()).get().asString().contains("unreadable answer after 2 attempt(s)");
            } else {
                assertThat(s.precision()).isBetween(0.0, 1.0);
            }
            assertThat(s.provenance().modelId()).isEqualTo("tiny");
        }
    }

    @Test
    void chunkedPrefillGivesTheSameTokensAsOneRun() {
        try (OnnxCausalLm whole = OnnxCausalLm.builder(fixture()).modelId("tiny").prefixCache(0).prefillChunk(4096).build();
             OnnxCausalLm chunked = OnnxCausalLm.builder(fixture()).modelId("tiny").prefixCache(0).prefillChunk(3).build()) {
            long[] prompt = whole.tokenize("<|im_start|>user\nwhite bollards with a black cap and yellow centre lines"
                    + "<|im_end|>\n<|im_start|>assistant\n");
            assertThat(prompt.length).isGreaterThan(9);
            assertThat(chunked.generateIds(prompt, 10, Set.of(), true, false))
                    .containsExactly(whole.generateIds(prompt, 10, Set.of(), true, false));
        }
    }

    @Test
    void thePrefixCacheStaysWithinItsByteBudget() {
        String shared = "<|im_start|>system\nthe chain is white bollards and red soil<|im_end|>\n<|im_start|>user\n";
        try (OnnxCausalLm probe = load(4)) {
            long[] a = probe.tokenize(shared + "one<|im_end|>\n");
            probe.generateIds(a, 2, Set.of(), true, true);
            long oneEntry = probe.prefixCacheBytesUsed();
            assertThat(oneEntry).isPositive();
            try (OnnxCausalLm capped = OnnxCausalLm.builder(fixture()).modelId("tiny").prefixCache(4)
                    .prefixCacheBytes(oneEntry + oneEntry / 2).build()) {
                for (String s : List.of("one", "two", "three", "four")) {
                    capped.generateIds(capped.tokenize(shared + s + "<|im_end|>\n"), 2, Set.of(), true, true);
                    assertThat(capped.prefixCacheBytesUsed()).isLessThanOrEqualTo(oneEntry + oneEntry / 2);
                }
                assertThat(capped.reusedTokens()).isPositive();
            }
            try (OnnxCausalLm none = OnnxCausalLm.builder(fixture()).modelId("tiny").prefixCache(4).prefixCacheBytes(0)
                    .build()) {
                none.generateIds(a, 2, Set.of(), true, true);
                none.generateIds(a, 2, Set.of(), true, true);
                assertThat(none.reusedTokens()).isZero();
                assertThat(none.prefixCacheBytesUsed()).isZero();
            }
        }
    }

    @Test
    void closingWhileOtherThreadsGenerateNeverCrashes() throws Exception {
        OnnxCausalLm lm = load(2);
        List<Throwable> unexpected = java.util.Collections.synchronizedList(new ArrayList<>());
        java.util.concurrent.atomic.AtomicInteger done = new java.util.concurrent.atomic.AtomicInteger();
        java.util.concurrent.CountDownLatch started = new java.util.concurrent.CountDownLatch(3);
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 3; t++) {
            Thread th = new Thread(() -> {
                started.countDown();
                for (int i = 0; i < 200; i++) {
                    try {
                        lm.generate(List.of(ChatMessage.user("white bollards " + i)), GenerationOptions.greedy()
                                .withMaxNewTokens(4));
                        done.incrementAndGet();
                    } catch (ModelException closed) {
                        assertThat(closed.getMessage()).contains("closed");
                        return;
                    } catch (Throwable e) {
                        unexpected.add(e);
                        return;
                    }
                }
            });
            th.start();
            threads.add(th);
        }
        started.await();
        Thread.sleep(50);
        lm.close(); // waits for the generations in flight; later ones see "closed"
        for (Thread th : threads) {
            th.join(30_000);
        }
        assertThat(unexpected).isEmpty();
        assertThatThrownBy(() -> lm.tokenize("x")).isInstanceOf(ModelException.class).hasMessageContaining("closed");
    }
}
