package org.georc.bench.serve;

import java.io.IOException;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.SelectableChannel;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.util.function.Consumer;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.io.SelectableChannelEndPoint;

/**
 * Notices a client that hangs up while its request waits for scores. An HTTP/1.1 server reads
 * nothing from a connection while it handles a request on it, so a client that gave up (a
 * timeout, a killed trainer) would otherwise be noticed only when its answer is written, after
 * its pairs were scored for nobody. While a request waits, its socket is watched by a selector of
 * this class's own: when it becomes readable with no byte to read, the peer has closed it (or
 * reset it), and the request is told, so its pairs leave the queue. Bytes waiting to be read (a
 * client that sends its next request early) are left alone and the watch ends. One daemon
 * thread serves every watched connection.
 */
final class ClientWatch implements AutoCloseable {
    /** A watched connection; {@link #stop()} before the answer is written. */
    interface Handle {
        /** Stops watching (harmless when already stopped or gone). */
        void stop();
    }

    private static final Handle NOTHING = () -> { };

    private final Selector selector;
    private final Thread thread;
    private final Consumer<Throwable> onError;
    private volatile boolean closed;

    /**
     * @param onError told of a failure of the watching thread itself (never of a client's)
     * @throws IOException when no selector can be opened
     */
    ClientWatch(Consumer<Throwable> onError) throws IOException {
        this.selector = Selector.open();
        this.onError = onError;
        this.thread = new Thread(this::loop, "georc-serve-client-watch");
        this.thread.setDaemon(true);
        this.thread.start();
    }

    /**
     * Watches the connection of a request that waits.
     *
     * @param endPoint the request's connection
     * @param gone     run once (on the watching thread) when the client has hung up
     * @return the handle; a connection that is not a plain socket is not watched
     */
    Handle watch(EndPoint endPoint, Runnable gone) {
        if (closed || !(endPoint instanceof SelectableChannelEndPoint sel)
                || !(sel.getChannel() instanceof SocketChannel channel)) {
            return NOTHING;
        }
        try {
            SelectionKey key = channel.keyFor(selector);
            if (key == null || !key.isValid()) {
                key = channel.register(selector, SelectionKey.OP_READ, gone);
            } else {
                key.attach(gone);
                key.interestOps(SelectionKey.OP_READ);
            }
            selector.wakeup();
            SelectionKey watched = key;
            return () -> {
                watched.attach(null);
                try {
                    watched.interestOps(0);
                } catch (RuntimeException e) {
                    // cancelled: the connection closed meanwhile
                }
                selector.wakeup();
            };
        } catch (ClosedChannelException | RuntimeException e) {
            return NOTHING; // closed already, or a key cancelled a moment ago: not watched
        }
    }

    private void loop() {
        while (!closed) {
            try {
                selector.select(1000);
                for (SelectionKey key : selector.selectedKeys()) {
                    check(key);
                }
                selector.selectedKeys().clear();
            } catch (IOException | RuntimeException e) {
                if (!closed) {
                    onError.accept(e);
                }
            }
        }
    }

    /** A readable socket of a waiting request: gone when nothing is there to read. */
    private static void check(SelectionKey key) {
        Runnable gone = (Runnable) key.attachment();
        SelectableChannel ch = key.channel();
        boolean hungUp;
        try {
            hungUp = !key.isValid() || ((SocketChannel) ch).socket().getInputStream().available() == 0;
        } catch (IOException | RuntimeException e) {
            hungUp = true; // reset by the peer
        }
        try {
            key.interestOps(0); // readable stays readable: one look is all there is
        } catch (RuntimeException e) {
            // cancelled
        }
        key.attach(null);
        if (hungUp && gone != null) {
            gone.run();
        }
    }

    @Override
    public void close() {
        closed = true;
        selector.wakeup();
        try {
            thread.join(5000);
            selector.close();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            // nothing left to watch
        }
    }
}
