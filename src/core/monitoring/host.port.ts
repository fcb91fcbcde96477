/**
 * The host the product runs on, as server monitoring sees it: a port (the adapter is
 * `src/adapters/monitoring/systeminformation-host.ts`; tests pass a fake host). Cheap figures are read
 * at every sample; `processes` is expensive (a walk of /proc) and the sampler caches it; `system` is
 * read once.
 */
export interface HostLoad {
  /** 0-100 over all cores since the last call */
  cpuPercent: number;
  cores: number;
  /** 1, 5 and 15 minute load averages */
  load: number[];
}

export interface HostMemory {
  total: number;
  /** used without buffers and cache (what applications hold) */
  used: number;
}

export interface HostDisk {
  mount: string;
  size: number;
  used: number;
}

/** One non-loopback network interface. */
interface HostInterface {
  name: string;
  /** its IPv4 and IPv6 addresses */
  addresses: string[];
  up: boolean;
  /** bytes received and sent since the host started, and a second since the previous reading */
  rxBytes: number;
  txBytes: number;
  rxPerS: number;
  txPerS: number;
}

export interface HostNetwork {
  /** bytes a second over all non-loopback interfaces */
  rxPerS: number;
  txPerS: number;
  /** whether any non-loopback interface is up */
  online: boolean;
  interfaces: HostInterface[];
}

export interface HostSystem {
  hostname: string;
  platform: string;
  distro: string;
  arch: string;
}

export interface HostProbe {
  load(): Promise<HostLoad>;
  memory(): Promise<HostMemory>;
  disks(): Promise<HostDisk[]>;
  network(): Promise<HostNetwork>;
  /** expensive: the sampler caches it */
  processes(): Promise<number>;
  /** read once */
  system(): Promise<HostSystem>;
  /** seconds the host has been up */
  uptime(): number;
}
