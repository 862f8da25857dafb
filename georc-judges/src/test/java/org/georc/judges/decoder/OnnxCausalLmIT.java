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
import org.georc.core.result.ChainScore;
import org.georc.core.spi.ChatMessage;
import org.georc.core.spi.GenerationOptions;
import org.georc.core.spi.JudgeRequest;
import org.georc.judges.llm.judge.OneToAllJudge;
import org.georc.judges.llm.prompt.Prompts;
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
    void aMalformedGenerationConfigIsNamedWhenTheModelLoads(@org.junit.jupiter.api.io.TempDir Path tmp) throws Exception {
        Path dir = java.nio.file.Files.createDirectories(tmp.resolve("broken/onnx"));
        for (String f : List.of("config.json", "tokenizer.json", "tokenizer_config.json")) {
            java.nio.file.Files.copy(fixture().resolve(f), dir.getParent().resolve(f));
        }
        java.nio.file.Files.copy(fixture().resolve("onnx/model.onnx"), dir.resolve("model.onnx"));
        java.nio.file.Files.writeString(dir.getParent().resolve("generation_config.json"), "{\"eos_token_id\": [1, ");
        assertThatThrownBy(() -> OnnxCausalLm.builder(dir.getParent()).build())
                .isInstanceOf(org.georc.core.ModelException.class)
                .hasMessageContaining("cannot read").hasMessageContaining("generation_config.json");
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
        // the fixture's random weights write no readable score: the pair comes back as a recorded failure
        // naming the attempts (what a user reads in the row's judge_error), never as a made-up 0
        try (OnnxCausalLm lm = load(2)) {
            ChainScore s = new OneToAllJudge(lm, 1).score(JudgeRequest.of(ReasoningChain.of("white bollards on the road"),
                    ReasoningChain.of("red soil on the road")));
            assertThat(s.isFailure()).as("random weights gave a readable score: %s", s).isTrue();
            assertThat(s.scores()).isEmpty();
            assertThat(s.judgeError()).get().asString().contains("unreadable answer after 2 attempt(s)");
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

    /** Prompts of different lengths that share a prefix, one with no shared suffix beyond a single token. */
    private static List<long[]> sharedPrefixPrompts(OnnxCausalLm lm) {
        String shared = "<|im_start|>system\nthe chain is white bollards and red soil with church tower<|im_end|>\n"
                + "<|im_start|>user\n";
        List<long[]> prompts = new ArrayList<>();
        for (String st : List.of("black cap", "yellow signs on the left of the road and trees", "cars drive on the right",
                "a", "red soil and white bollards with a black cap on the road to the church")) {
            prompts.add(lm.tokenize(shared + st + "<|im_end|>\n<|im_start|>assistant\n"));
        }
        return prompts;
    }

    @Test
    void aBatchOfPromptsSharingAPrefixGivesEachPromptItsLoneTokens() {
        try (OnnxCausalLm lm = load(0)) {
            List<long[]> prompts = sharedPrefixPrompts(lm);
            List<long[]> alone = new ArrayList<>();
            for (long[] p : prompts) {
                alone.add(lm.generateIds(p, 9, Set.of(), true, false));
            }
            List<long[]> together = lm.generateBatchIds(prompts, 9, Set.of(), false);
            assertThat(together).hasSize(prompts.size());
            for (int i = 0; i < prompts.size(); i++) {
                assertThat(together.get(i)).as("prompt %d", i).hasSize(9).containsExactly(alone.get(i));
            }
            assertThat(lm.paddedTokens()).isPositive();
            assertThat(lm.batches()).isEqualTo(1);
        }
    }

    @Test
    void batchesStopEachRowOnItsOwnAndWorkWithoutACommonPrefixOrWithTinyChunks() {
        try (OnnxCausalLm lm = load(0);
             OnnxCausalLm chunked = OnnxCausalLm.builder(fixture()).modelId("tiny").prefixCache(0).prefillChunk(2).build()) {
            List<long[]> prompts = new ArrayList<>(sharedPrefixPrompts(lm));
            prompts.add(lm.tokenize("road trees")); // shares nothing with the others
            long[] probe = lm.generateIds(prompts.get(1), 10, Set.of(), true, false);
            Set<Long> stops = Set.of(probe[3]); // ends prompt 1 after three tokens, the others whenever it comes up
            List<long[]> alone = new ArrayList<>();
            for (long[] p : prompts) {
                alone.add(lm.generateIds(p, 10, stops, true, false));
            }
            List<long[]> together = lm.generateBatchIds(prompts, 10, stops, false);
            List<long[]> inSmallChunks = chunked.generateBatchIds(prompts, 10, stops, false);
            for (int i = 0; i < prompts.size(); i++) {
                assertThat(together.get(i)).as("prompt %d", i).containsExactly(alone.get(i));
                assertThat(inSmallChunks.get(i)).as("prompt %d, chunk 2", i).containsExactly(alone.get(i));
            }
            assertThat(together.get(1)).hasSizeLessThanOrEqualTo(3);
            assertThatThrownBy(() -> lm.generateBatchIds(List.of(new long[0]), 2, Set.of(), false))
                    .hasMessageContaining("no tokens");
            assertThat(lm.generateBatchIds(List.of(), 2, Set.of(), false)).isEmpty();
        }
    }

    @Test
    void aBatchReusesAndRemembersItsSharedPrefixAndWorksWithAnFp16Cache(@org.junit.jupiter.api.io.TempDir Path tmp)
            throws Exception {
        try (OnnxCausalLm lm = load(2)) {
            List<long[]> prompts = sharedPrefixPrompts(lm);
            List<long[]> first = lm.generateBatchIds(prompts, 6, Set.of(), true);
            long reusedBefore = lm.reusedTokens();
            long prefillBefore = lm.prefillTokens();
            List<long[]> second = lm.generateBatchIds(prompts, 6, Set.of(), true);
            assertThat(second).usingElementComparator(java.util.Arrays::compare).containsExactlyElementsOf(first);
            long total = prompts.stream().mapToLong(p -> p.length).sum();
            // the second time the shared prefix comes from the cache: only the suffixes run
            assertThat(lm.prefillTokens() - prefillBefore + lm.reusedTokens() - reusedBefore).isEqualTo(total);
            assertThat(lm.prefillTokens() - prefillBefore).isLessThan(total / 2);
        }
        Path dir = java.nio.file.Files.createDirectories(tmp.resolve("tiny-fp16/onnx"));
        for (String f : List.of("config.json", "generation_config.json", "tokenizer.json", "tokenizer_config.json")) {
            java.nio.file.Files.copy(fixture().resolve(f), dir.getParent().resolve(f));
        }
        java.nio.file.Files.copy(fixture().resolve("onnx/model_kv_fp16.onnx.variant"), dir.resolve("model.onnx"));
        try (OnnxCausalLm fp16 = OnnxCausalLm.builder(dir.getParent()).prefixCache(2).build()) {
            List<long[]> prompts = sharedPrefixPrompts(fp16);
            List<long[]> together = fp16.generateBatchIds(prompts, 6, Set.of(), true);
            for (int i = 0; i < prompts.size(); i++) {
                assertThat(together.get(i)).containsExactly(fp16.generateIds(prompts.get(i), 6, Set.of(), true, false));
            }
        }
    }

    @Test
    void concurrentCallersAreDecodedInBatchesWithTheirLoneAnswers() throws Exception {
        List<List<ChatMessage>> conversations = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            conversations.add(Prompts.messages("one-to-all", java.util.Map.of("chain",
                    "white bollards with a black cap\nred soil on the road", "statement", "statement " + i
                            + (i % 3 == 0 ? " yellow signs and church tower on the left" : " black cap"))));
        }
        List<String> alone = new ArrayList<>();
        try (OnnxCausalLm serial = OnnxCausalLm.builder(fixture()).modelId("tiny").batchSize(1).build()) {
            for (List<ChatMessage> c : conversations) {
                alone.add(serial.generate(c, GenerationOptions.greedy().withMaxNewTokens(5)));
            }
            assertThat(serial.batches()).isZero();
        }
        try (OnnxCausalLm batched = OnnxCausalLm.builder(fixture()).modelId("tiny").batchSize(4).build()) {
            // every caller waits at a barrier first, so they reach the model together and find each
            // other in its queue (with a pool smaller than the callers, the tiny model could finish each
            // prompt before the next arrived, and no batch would form)
            java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(
                    conversations.size());
            try {
                // on a loaded machine one round may still see no caller meet another; a few rounds, each
                // checked in full, until the queue has formed a batch
                for (int round = 0; round < 5 && batched.batches() == 0; round++) {
                    java.util.concurrent.CyclicBarrier start = new java.util.concurrent.CyclicBarrier(conversations.size());
                    List<java.util.concurrent.Future<org.georc.core.spi.Completion>> futures = new ArrayList<>();
                    for (List<ChatMessage> c : conversations) {
                        futures.add(pool.submit(() -> {
                            start.await(30, java.util.concurrent.TimeUnit.SECONDS);
                            return batched.complete(c, GenerationOptions.greedy().withMaxNewTokens(5));
                        }));
                    }
                    for (int i = 0; i < conversations.size(); i++) {
                        org.georc.core.spi.Completion c = futures.get(i).get();
                        assertThat(c.text()).as("conversation %d", i).isEqualTo(alone.get(i));
                        assertThat(c.usage().promptTokens()).isPositive();
                        assertThat(c.usage().completionTokens()).isBetween(0L, 5L);
                    }
                }
            } finally {
                pool.shutdownNow();
            }
            assertThat(batched.batching()).isTrue(); // the first batch agreed with a lone run
            assertThat(batched.batches()).isPositive();
            assertThat(batched.batchedSequences()).isGreaterThan(batched.batches());
        }
    }

    @Test
    void strictCudaNamesTheDeviceItWasAskedFor() {
        // the default build carries the CPU-only ONNX Runtime: CUDA cannot load, and the message names the
        // device the decoder passed on (it used to ask for device 0 whatever it was told)
        assertThatThrownBy(() -> OnnxCausalLm.builder(fixture()).modelId("tiny")
                .executionProvider(org.georc.judges.encoder.ExecutionProvider.CUDA, true).cudaDevice(3).build())
                .isInstanceOf(org.georc.core.ModelException.class)
                .hasMessageContaining("CUDA was requested (strict) on device 3 for ");
        // without strict, the decoder falls back to the CPU and answers exactly as one built for the CPU
        try (OnnxCausalLm fallback = OnnxCausalLm.builder(fixture()).modelId("tiny")
                .executionProvider(org.georc.judges.encoder.ExecutionProvider.CUDA, false).cudaDevice(3).build();
             OnnxCausalLm cpu = load(0)) {
            List<ChatMessage> ask = List.of(ChatMessage.user("white bollards"));
            assertThat(fallback.generate(ask, GenerationOptions.greedy().withMaxNewTokens(3)))
                    .isEqualTo(cpu.generate(ask, GenerationOptions.greedy().withMaxNewTokens(3)));
        }
    }
}
