package org.georc.bench.serve;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;
import org.georc.core.chain.ChainParser;
import org.georc.core.records.ReferenceRecord;
import org.georc.core.spi.VisionLanguageModel;
import org.georc.judges.engine.ScoringEngine;
import org.georc.judges.run.EngineInternals;

/**
 * What {@code georc serve} does around {@link ScoreService} and {@link ScoreServer}: a service
 * that scores with an open {@link ScoringEngine} exactly as {@code georc score} would, and a
 * server run until SIGTERM or SIGINT, draining the requests it accepted.
 */
public final class Serving {
    private Serving() {
    }

    /**
     * What {@code georc serve [--references R]} serves, for a Java program: the engine's judge and
     * reading, references read as the command reads them (none when {@code references} is null;
     * then requests send reference chains as text).
     *
     * <pre>{@code
     * try (ScoringEngine engine = ScoringEngine.builder().build();
     *      ScoreService service = Serving.service(engine, Path.of("refs.jsonl")).build();
     *      ScoreServer server = ScoreServer.builder(service).port(8080).start()) {
     *     Serving.untilSignalled(server, System.err::println);
     * }
     * }</pre>
     *
     * @param engine     the open judge
     * @param references a references JSONL file or a GeoRC folder, or null
     * @return a service builder (batches, workers, queue, reward as the command's defaults until set)
     */
    public static ScoreService.Builder service(ScoringEngine engine, Path references) {
        ChainParser parser = engine.scorer().conclusions().referenceParser();
        Map<String, ReferenceRecord> refs = references == null ? Map.of()
                : org.georc.core.inputs.InputReader.builder().parser(parser).build().references(references);
        List<Path> roots = references == null ? List.of()
                : List.of(java.nio.file.Files.isDirectory(references) ? references : references.toAbsolutePath().getParent());
        return service(engine, refs, parser, roots, org.georc.core.records.ImageFiles.DEFAULT_MAX_BYTES);
    }

    /**
     * @param engine          the open judge (its settings, rows and scorer)
     * @param references      references requests may name by id
     * @param referenceParser how request references are read
     * @param imageRoots      folders images may lie in (used when the judge needs a VLM)
     * @param maxImageBytes   largest image sent to the VLM
     * @return a service builder the caller sizes (batches, workers, queue, reward) and builds
     */
    public static ScoreService.Builder service(ScoringEngine engine, Map<String, ReferenceRecord> references,
                                               ChainParser referenceParser, List<Path> imageRoots, long maxImageBytes) {
        ScoreService.Builder service = ScoreService.builder().scorer(engine.scorer())
                .rows(EngineInternals.rowsBuilder(engine).alignments(true).settings(null).build()).references(references)
                .referenceParser(referenceParser).settings(engine.settings());
        if (engine.provider().requires(VisionLanguageModel.class)) {
            service.images(imageRoots, maxImageBytes);
        }
        return service;
    }

    /**
     * Serves until the process is told to stop (SIGTERM or SIGINT), then stops accepting requests
     * and finishes those accepted, within the server's drain timeout.
     *
     * @param server   the started server
     * @param messages where the stopping and stopped lines go
     * @return the requests cut when the drain timeout passed (0: every accepted request finished)
     * @throws InterruptedException when the waiting thread is interrupted
     */
    public static int untilSignalled(ScoreServer server, Consumer<String> messages) throws InterruptedException {
        CountDownLatch stop = new CountDownLatch(1);
        onSignals(stop);
        stop.await();
        messages.accept("georc serve: stopping: finishing the requests accepted");
        server.stop();
        int cut = server.requestsCut();
        if (cut > 0) {
            messages.accept("georc serve: the drain timeout passed: " + cut + " request(s) were cut (their waiting "
                    + "pairs withdrawn, answered 503 or closed); stopped" + (server.workStopped() ? ""
                    : ", a judge call still running was abandoned"));
        } else {
            messages.accept("georc serve: drained and stopped");
        }
        return cut;
    }

    /**
     * @param host an address or name
     * @return whether it is this machine only (unknown names: false)
     */
    public static boolean isLoopback(String host) {
        try {
            return InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }

    /** SIGTERM and SIGINT count the latch down, so the caller drains and returns. */
    @SuppressWarnings("removal")
    private static void onSignals(CountDownLatch stop) {
        for (String name : List.of("TERM", "INT")) {
            try {
                sun.misc.Signal.handle(new sun.misc.Signal(name), s -> stop.countDown());
            } catch (IllegalArgumentException e) {
                // a platform without this signal: the JVM's default handling stays
            }
        }
    }
}
