package org.georc.bench.llm;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.georc.core.spi.ChatMessage;
import org.georc.core.spi.GenerationOptions;
import org.georc.judges.decoder.OnnxCausalLm;
import org.georc.judges.llm.prompt.Prompts;

/**
 * Decoded tokens per second of the local decoder: B one-to-all prompts that share the rubric
 * and the reference chain, decoded one after another (the serial loop, with the prefix cache)
 * against one batch of B ({@link OnnxCausalLm#generateBatchIds}), and through
 * {@link OnnxCausalLm#generate} called from B threads at once (the batching a judge gets). Every
 * prompt decodes exactly {@code NEW} tokens (no stop tokens), so the runs do the same work; the
 * batched tokens are checked to equal the serial ones.
 *
 * <pre>
 * java -cp "$B" org.georc.bench.llm.DecoderBatchHarness [MODEL_DIR] [NEW] [REPEATS] &gt; docs/decoder-batching.txt
 * </pre>
 */
public final class DecoderBatchHarness {
    private DecoderBatchHarness() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args.length > 0 ? args[0] : "georc-judges/src/test/resources/tiny-decoder");
        int newTokens = args.length > 1 ? Integer.parseInt(args[1]) : 32;
        int repeats = args.length > 2 ? Integer.parseInt(args[2]) : 41;
        String reference = String.join("\n", List.of("white bollards with a black cap on the road",
                "yellow signs with black text", "a church tower on the left", "red soil and trees on the right",
                "cars drive on the right", "no center line on the road"));
        List<List<ChatMessage>> conversations = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            String st = List.of("white bollards with a black cap", "red soil on the road", "the church tower",
                    "yellow signs", "cars drive on the left", "trees and red soil", "black cap on white bollards",
                    "no signs").get(i);
            conversations.add(Prompts.messages("one-to-all", Map.of("chain", reference, "statement", st)));
        }
        System.out.printf(Locale.ROOT, "# local decoder %s: %d new tokens per prompt, median of %d repeats; %d cores; "
                + "Java %s; %s%n", dir, newTokens, repeats, Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.version"), java.time.Instant.now().truncatedTo(java.time.temporal.ChronoUnit.SECONDS));
        System.out.println("# serial = generateIds one prompt after another (prefix cache on); batch = generateBatchIds "
                + "(one batch, shared prefix run once); both decode exactly NEW tokens per prompt");
        System.out.println("# generate(): the chat API with the model's own stop ids, one call after another vs B threads "
                + "at once (dynamic batching); prompts/s, since the fixture often stops after a few tokens");
        System.out.println();
        System.out.println("| B | prompt tokens (each, shared) | serial tok/s | batch tok/s | batch / serial | same tokens "
                + "| generate() one by one, prompts/s | generate() from B threads, prompts/s | threads / one by one |");
        System.out.println("|---:|---|---:|---:|---:|---|---:|---:|---:|");
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try (OnnxCausalLm lm = OnnxCausalLm.builder(dir).modelId("tiny").batchSize(8).build()) {
            String template = "<|im_start|>system\n%s<|im_end|>\n<|im_start|>user\n%s<|im_end|>\n<|im_start|>assistant\n";
            List<long[]> all = new ArrayList<>();
            for (List<ChatMessage> c : conversations) {
                all.add(lm.tokenize(String.format(template, c.get(0).content(), c.get(1).content())));
            }
            for (int b : new int[] {1, 2, 4, 8}) {
                List<long[]> prompts = all.subList(0, b);
                List<List<ChatMessage>> convs = conversations.subList(0, b);
                int shared = prompts.get(0).length;
                for (long[] p : prompts) {
                    shared = Math.min(shared, LlmCostHarness.lcp(prompts.get(0), p));
                }
                // warm-up
                serial(lm, prompts, newTokens);
                lm.generateBatchIds(prompts, newTokens, Set.of(), true);
                threads(pool, lm, convs, newTokens);
                oneByOne(lm, convs, newTokens);
                double[] ts = new double[repeats];
                double[] tb = new double[repeats];
                double[] tt = new double[repeats];
                double[] to = new double[repeats];
                boolean same = true;
                List<long[]> serialOut = null;
                List<long[]> batchOut = null;
                List<String> together = null;
                List<String> alone = null;
                for (int r = 0; r < repeats; r++) {
                    // the four runs in a rotating order, so a slow moment of this shared machine hits each alike
                    for (int k = 0; k < 4; k++) {
                        int which = (k + r) % 4;
                        long t0 = System.nanoTime();
                        if (which == 0) {
                            serialOut = serial(lm, prompts, newTokens);
                            ts[r] = (System.nanoTime() - t0) / 1e9;
                        } else if (which == 1) {
                            batchOut = lm.generateBatchIds(prompts, newTokens, Set.of(), true);
                            tb[r] = (System.nanoTime() - t0) / 1e9;
                        } else if (which == 2) {
                            together = threads(pool, lm, convs, newTokens);
                            tt[r] = (System.nanoTime() - t0) / 1e9;
                        } else {
                            alone = oneByOne(lm, convs, newTokens);
                            to[r] = (System.nanoTime() - t0) / 1e9;
                        }
                    }
                    same &= together.equals(alone);
                    for (int i = 0; i < b; i++) {
                        same &= Arrays.equals(serialOut.get(i), batchOut.get(i));
                    }
                }
                double tokens = (double) b * newTokens;
                double serialRate = tokens / median(ts);
                double batchRate = tokens / median(tb);
                double threadRate = b / median(tt);
                double oneRate = b / median(to);
                System.out.printf(Locale.ROOT, "| %d | %d, %d | %.0f | %.0f | %.2f | %s | %.1f | %.1f | %.2f |%n", b,
                        prompts.get(0).length, shared, serialRate, batchRate, batchRate / serialRate, same ? "yes" : "NO",
                        oneRate, threadRate, threadRate / oneRate);
            }
            System.out.printf(Locale.ROOT, "%n# batches run through generate(): %d, prompts in them: %d, padding "
                    + "positions run: %d, batching still on: %s%n", lm.batches(), lm.batchedSequences(), lm.paddedTokens(),
                    lm.batching());
        } finally {
            pool.shutdown();
        }
    }

    private static List<long[]> serial(OnnxCausalLm lm, List<long[]> prompts, int n) {
        List<long[]> out = new ArrayList<>();
        for (long[] p : prompts) {
            out.add(lm.generateIds(p, n, Set.of(), true, true));
        }
        return out;
    }

    /** B threads call generate() at once (max tokens n; the model's stop ids may end some early). */
    private static List<String> threads(ExecutorService pool, OnnxCausalLm lm, List<List<ChatMessage>> convs, int n)
            throws Exception {
        List<Future<String>> f = new ArrayList<>();
        for (List<ChatMessage> c : convs) {
            f.add(pool.submit(() -> lm.generate(c, GenerationOptions.greedy().withMaxNewTokens(n))));
        }
        List<String> out = new ArrayList<>();
        for (Future<String> x : f) {
            out.add(x.get());
        }
        return out;
    }

    private static List<String> oneByOne(OnnxCausalLm lm, List<List<ChatMessage>> convs, int n) {
        List<String> out = new ArrayList<>();
        for (List<ChatMessage> c : convs) {
            out.add(lm.generate(c, GenerationOptions.greedy().withMaxNewTokens(n)));
        }
        return out;
    }

    private static double median(double[] v) {
        double[] c = v.clone();
        Arrays.sort(c);
        return c[c.length / 2];
    }
}
