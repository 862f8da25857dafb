package org.georc.judges.decoder;

import ai.onnxruntime.OrtException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.georc.core.ModelException;

/**
 * Decodes the batches {@link DecodeQueue} forms, for {@link OnnxCausalLm}: the first batch of two
 * or more prompts is checked against a lone decode of one of them, and when they disagree (an
 * export that does not honour a mask with holes) batching is turned off for good and each prompt
 * is decoded alone. Every prompt of a batch ends with its output or its error, and done.
 */
final class BatchRunner {
    private final GreedyDecoder decoder;
    private final String modelId;
    /** Fails when the model is closed; run first, so a closed model fails each prompt of the batch. */
    private final Runnable checkOpen;
    /** Whether batches are decoded together; turned off when the first batch disagrees with a lone run. */
    private volatile boolean batching;
    /** Whether the next batch is compared with a lone run first (the first batch only). */
    private boolean verifyNextBatch;

    BatchRunner(GreedyDecoder decoder, String modelId, boolean batching, boolean verify, Runnable checkOpen) {
        this.decoder = decoder;
        this.modelId = modelId;
        this.batching = batching;
        this.verifyNextBatch = verify;
        this.checkOpen = checkOpen;
    }

    /** @return whether prompts are still decoded in batches */
    boolean batching() {
        return batching;
    }

    /** Runs a batch (the caller holds the model) and completes every prompt in it. */
    void run(List<DecodeQueue.Pending> batch) {
        try {
            checkOpen.run();
            boolean reuse = decoder.prefixes().enabled();
            List<long[]> prompts = new ArrayList<>();
            int[] maxNew = new int[batch.size()];
            for (int i = 0; i < batch.size(); i++) {
                prompts.add(batch.get(i).prompt);
                maxNew[i] = batch.get(i).maxNew;
            }
            Set<Long> stops = batch.get(0).stops;
            if (batch.size() > 1 && verifyNextBatch) {
                verifyNextBatch = false;
                if (!decoder.batchAgreesWithALoneRun(prompts, maxNew, stops)) {
                    batching = false;
                    org.slf4j.LoggerFactory.getLogger(OnnxCausalLm.class).warn("{}: a batch of {} prompts decoded "
                            + "differently from the same prompt alone (the export may not honour padding in the "
                            + "attention mask); decoding one prompt at a time from now on", modelId, batch.size());
                    for (DecodeQueue.Pending p : batch) {
                        long[] cached = new long[1];
                        p.output = decoder.batch(List.of(p.prompt), new int[] {p.maxNew}, p.stops, reuse, cached).get(0);
                        p.cached = cached[0];
                    }
                    return;
                }
            }
            long[] cachedPerRow = new long[batch.size()];
            List<long[]> out = decoder.batch(prompts, maxNew, stops, reuse, cachedPerRow);
            for (int i = 0; i < batch.size(); i++) {
                batch.get(i).output = out.get(i);
                batch.get(i).cached = cachedPerRow[i];
            }
        } catch (OrtException e) {
            ModelException m = new ModelException("ONNX Runtime failed while generating with " + modelId + ": "
                    + e.getMessage(), e);
            batch.forEach(p -> p.error = m);
        } catch (RuntimeException e) {
            batch.forEach(p -> p.error = e);
        } finally {
            batch.forEach(p -> p.done = true);
        }
    }
}
